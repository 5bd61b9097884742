import { XSRF_COOKIE, XSRF_HEADER } from '../../src/server/plugins/xsrf';

export interface HttpAnswer {
  status: number;
  body: unknown;
}

/**
 * A browser's side of the API over real HTTP, for tests against a running server process: it
 * keeps the cookies the server sets, and sends what a page sends on writes (its Origin, and the
 * XSRF token from GET /csrf-cookie as the header).
 */
export class HttpSession {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async get(path: string): Promise<HttpAnswer> {
    return this.send('GET', path);
  }

  async post(path: string, body: unknown): Promise<HttpAnswer> {
    return this.send('POST', path, body);
  }

  async send(method: string, path: string, body?: unknown): Promise<HttpAnswer> {
    const write = method !== 'GET' && method !== 'HEAD';
    if (write && !this.cookies.has(XSRF_COOKIE)) await this.send('GET', '/csrf-cookie');
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (write) {
      headers.origin = this.baseUrl;
      headers[XSRF_HEADER] = this.cookies.get(XSRF_COOKIE) ?? '';
      if (body !== undefined) headers['content-type'] = 'application/json';
    }
    const answer = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of answer.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, decodeURIComponent(value));
    }
    const text = await answer.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      // Not JSON: kept as text.
    }
    return { status: answer.status, body: parsed };
  }
}
