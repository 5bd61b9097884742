import { getDb } from '../../db/database';
import { registerDeviceKey } from '../device-key-registration';

/** Between tries while the server refuses or fails (the `online` event also tries at once). */
const RETRY_MS = 60_000;

/**
 * While staff work at a hut on this page: registers the device's key for them as soon as the
 * server can be reached, so a queue saved offline later can be verified (registerDeviceKey).
 * Returns a function that stops trying.
 */
export function startDeviceKeyRegistration(userId: number): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  function stop(): void {
    stopped = true;
    if (timer !== null) clearTimeout(timer);
    window.removeEventListener('online', onOnline);
  }
  async function attempt(): Promise<void> {
    if (stopped || !navigator.onLine) return;
    const result = await registerDeviceKey(getDb(), userId).catch(() => 'failed' as const);
    if (stopped) return;
    if (result !== 'failed') {
      stop();
      return;
    }
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => void attempt(), RETRY_MS);
  }
  function onOnline(): void {
    void attempt();
  }
  window.addEventListener('online', onOnline);
  void attempt();
  return stop;
}
