import { useCallback, useEffect, useState } from 'react';
import {
  onPersistenceAsked,
  readDeviceStorage,
  requestPersistence,
  type DeviceStorage,
} from '../../lib/storage-persistence';

/** What the browser keeps for this site, and a way to ask it to keep it (counter tablets above all). */
export function useDeviceStorage() {
  const [state, setState] = useState<DeviceStorage | null>(null);
  useEffect(() => {
    let live = true;
    const read = () => void readDeviceStorage().then((read) => live && setState(read));
    read();
    // The app may ask by itself (a hut chosen, the app installed) while the page is open.
    const stop = onPersistenceAsked(read);
    return () => {
      live = false;
      stop();
    };
  }, []);
  const persist = useCallback(() => requestPersistence(), []);
  return { storage: state, persist };
}
