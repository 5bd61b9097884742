import { webcrypto } from 'node:crypto';
import {
  fromBase64Url,
  QUEUE_KEY_ALGORITHM,
  QUEUE_SIGN_ALGORITHM,
  signedBytes,
  type DevicePublicKey,
} from '../../../shared/contracts/queue-file';

/** P1363 (r‖s) of P-256: what WebCrypto makes and checks. */
const SIGNATURE_BYTES = 64;

/**
 * Whether one of the keys signed the file as parsed from its text. The signed bytes are the
 * canonical spelling of the parsed fields (canonicalJson), so the file's own layout, whitespace
 * or key order do not matter; any change to a value does.
 */
export async function signedByOneOf(
  file: Record<string, unknown>,
  signature: string,
  keys: readonly DevicePublicKey[],
): Promise<boolean> {
  const bytes = fromBase64Url(signature);
  if (bytes.length !== SIGNATURE_BYTES) return false;
  const data = signedBytes(file);
  for (const jwk of keys) {
    const key = await webcrypto.subtle
      .importKey('jwk', { ...jwk, ext: true }, QUEUE_KEY_ALGORITHM, false, ['verify'])
      // A stored key that is not a point of the curve can verify nothing.
      .catch(() => null);
    if (key && (await webcrypto.subtle.verify(QUEUE_SIGN_ALGORITHM, key, bytes, data))) {
      return true;
    }
  }
  return false;
}
