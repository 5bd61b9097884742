/** Messages between page and worker. The page sends SKIP_WAITING through workbox-window. */
export interface SkipWaitingMessage {
  type: 'SKIP_WAITING';
}

export function isSkipWaitingMessage(data: unknown): data is SkipWaitingMessage {
  return (
    typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING'
  );
}
