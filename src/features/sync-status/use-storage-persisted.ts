import { useEffect, useState } from 'react';
import { onPersistenceAsked, readDeviceStorage } from '../../lib/storage-persistence';

/** Whether the browser keeps this site's data for good; null until read or when it does not say. */
export function useStoragePersisted(): boolean | null {
  const [persisted, setPersisted] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    const read = () => void readDeviceStorage().then((s) => live && setPersisted(s.persisted));
    read();
    // Asked by the app or in Innstillinger while the bar shows: the answer may have changed.
    const stop = onPersistenceAsked(read);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return persisted;
}
