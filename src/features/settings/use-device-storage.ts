import { useCallback, useEffect, useState } from 'react';

export interface DeviceStorage {
  /** null: the browser does not say. */
  persisted: boolean | null;
  usage: number | null;
  quota: number | null;
}

async function readStorage(): Promise<DeviceStorage> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  const [persisted, estimate] = await Promise.all([
    storage?.persisted ? storage.persisted().catch(() => null) : null,
    storage?.estimate ? storage.estimate().catch(() => null) : null,
  ]);
  return { persisted, usage: estimate?.usage ?? null, quota: estimate?.quota ?? null };
}

/** What the browser keeps for this site, and a way to ask it to keep it (counter tablets above all). */
export function useDeviceStorage() {
  const [state, setState] = useState<DeviceStorage | null>(null);
  useEffect(() => {
    let live = true;
    void readStorage().then((read) => live && setState(read));
    return () => {
      live = false;
    };
  }, []);
  const persist = useCallback(async (): Promise<boolean> => {
    const granted = (await navigator.storage?.persist?.().catch(() => false)) ?? false;
    setState(await readStorage());
    return granted;
  }, []);
  return { storage: state, persist };
}
