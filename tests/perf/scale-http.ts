import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** What a browser asks for; the figures are the bytes that cross the wire for it. */
export const BROWSER_ENCODINGS = 'gzip, deflate, br';

export interface Answer {
  status: number;
  /** Body bytes on the wire (compressed when the server compressed). */
  wireBytes: number;
  /** Body bytes after decompression (the JSON's own size). */
  jsonBytes: number;
  encoding: string;
  body: string;
  ms: number;
  headers: Record<string, string | string[] | undefined>;
}

function decode(raw: Buffer, encoding: string): Buffer {
  if (encoding === 'br') return brotliDecompressSync(raw);
  if (encoding === 'gzip') return gunzipSync(raw);
  if (encoding === 'deflate') return inflateSync(raw);
  return raw;
}

/**
 * One request with node:http, not fetch: fetch decompresses out of sight, and these benches
 * report the compressed bytes a phone or tablet actually downloads.
 */
export function send(
  url: string,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: init.method ?? 'GET',
        headers: {
          'accept-encoding': BROWSER_ENCODINGS,
          ...(init.body === undefined
            ? {}
            : {
                'content-type': 'application/json',
                'content-length': String(Buffer.byteLength(init.body)),
              }),
          ...init.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = String(res.headers['content-encoding'] ?? 'identity');
          const json = decode(raw, encoding);
          resolve({
            status: res.statusCode ?? 0,
            wireBytes: raw.length,
            jsonBytes: json.length,
            encoding,
            body: json.toString('utf8'),
            ms: performance.now() - started,
            headers: res.headers,
          });
        });
      },
    );
    req.on('error', reject);
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}

/** send(), throwing on anything but 2xx/304 with the answer's start, so a bench never counts errors. */
export async function sendOk(url: string, init?: Parameters<typeof send>[1]): Promise<Answer> {
  const answer = await send(url, init);
  if (answer.status >= 400) {
    throw new Error(
      `${init?.method ?? 'GET'} ${url}: ${answer.status} ${answer.body.slice(0, 300)}`,
    );
  }
  return answer;
}

export const percentile = (xs: readonly number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? Number.NaN;
};
