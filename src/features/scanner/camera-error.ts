/** Why the camera could not be used, each with its own advice to staff. */
export type CameraProblem = 'none' | 'denied' | 'busy' | 'failed';

/**
 * Reads what getUserMedia (or loading the decoder) threw. The DOMException names are the ones
 * the Media Capture spec defines; browsers use them consistently, unlike their messages. A
 * browser without mediaDevices (an old one, or a page not served over https) is reported by
 * the caller as a NotFoundError.
 */
export function cameraProblem(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'none';
    case 'NotAllowedError':
    case 'SecurityError':
      return 'denied';
    case 'NotReadableError':
    case 'AbortError':
      return 'busy';
    default:
      return 'failed';
  }
}
