/**
 * SPEC §8 error catalogue as a pure classification; base-api.ts carries out the effects.
 */
export type ErrorEffect =
  | { kind: 'invalid-origin' }
  | { kind: 'forbidden'; text: string }
  | { kind: 'logout'; reason: 'xsrf' | 'unauthenticated' }
  | { kind: 'log' };

function field(body: unknown, name: 'error' | 'message'): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value: unknown = Reflect.get(body, name);
  return typeof value === 'string' && value !== '' ? value : null;
}

export function classifyError(status: number | string, body: unknown): ErrorEffect {
  if (status === 403) {
    const message = field(body, 'message');
    const error = field(body, 'error');
    if (message === 'Invalid Origin' || error === 'Invalid Origin')
      return { kind: 'invalid-origin' };
    // Error bodies carry a code in `error` and the Norwegian text in `message`; show the text.
    if (error) return { kind: 'forbidden', text: message ?? error };
    return { kind: 'log' };
  }
  if (status === 419) return { kind: 'logout', reason: 'xsrf' };
  if (status === 401) return { kind: 'logout', reason: 'unauthenticated' };
  return { kind: 'log' };
}

/** The text to show for a failed call: the server's message, else its error field, else fallback. */
export function errorText(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null) return fallback;
  if ('data' in error) {
    const data: unknown = error.data;
    const text = field(data, 'message') ?? field(data, 'error');
    if (text) return text;
  }
  if ('error' in error && typeof error.error === 'string' && error.error !== '') {
    // fetchBaseQuery's own texts ("TypeError: Failed to fetch") are not for users.
    if ('status' in error && error.status === 'CUSTOM_ERROR') return error.error;
  }
  return fallback;
}

/** The request never got an answer (no network, server unreachable): nothing was stored. */
export function isNetworkFailure(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    error.status === 'FETCH_ERROR'
  );
}

/** Field messages of a 422 body ({ fields: { name: ['...'] } }), first message per field. */
export function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof error !== 'object' || error === null || !('data' in error)) return out;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('fields' in data)) return out;
  const fields: unknown = data.fields;
  if (typeof fields !== 'object' || fields === null) return out;
  for (const [name, messages] of Object.entries(fields)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') out[name] = messages[0];
  }
  return out;
}
