import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorText, fieldErrors, isNetworkFailure } from './error-mapping';

/**
 * What a form shows after a failed call, the one way for every form: each field message of a
 * 422 answer on its field (after the same blur rules as the form's own), and the text for the
 * banner: `offline` when the request never got an answer, else the server's Norwegian message.
 */
export function showCallError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  names: readonly Path<T>[],
  texts: { failed: string; offline: string },
): string {
  const fields = fieldErrors(error);
  for (const name of names) {
    const message = fields[name];
    if (message) setError(name, { type: 'server', message });
  }
  return isNetworkFailure(error) ? texts.offline : errorText(error, texts.failed);
}
