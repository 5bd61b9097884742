import * as z from 'zod/mini';

/**
 * Answers and bodies that are not JSON. A route declares `imageAnswer` as its 200 answer to send
 * image bytes (the API reference then lists image/webp, and the authorization matrix checks
 * the content type instead of a JSON body); `upload` in its definition takes a raw image body.
 */
export const imageAnswer = z.string();

export interface UploadOptions {
  /** For the API reference: what the body may be. */
  mediaTypes: readonly string[];
  /** For the API reference: the largest body taken (the service enforces it). */
  maxBytes: number;
}

/** The media types and limit of an upload route, as the OpenAPI transform reads them. */
export function uploadOf(config: unknown): UploadOptions | undefined {
  if (typeof config !== 'object' || config === null) return undefined;
  const upload: unknown = Reflect.get(config, 'upload');
  return typeof upload === 'object' && upload !== null ? (upload as UploadOptions) : undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A raw (non-JSON) body: its scope registers the parser that hands the stream over. */
    upload?: UploadOptions;
  }
}
