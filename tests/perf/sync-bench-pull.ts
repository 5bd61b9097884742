import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { AppDatabase } from '../../src/server/db/connect';
import { pullResponseSchema, userDataResponseSchema } from '../../src/shared/contracts';

export interface PullSize {
  body: number;
  /** Status line and headers as sent on the wire (HTTP/1.1), without the body. */
  headers: number;
  json: string;
}

const ORIGIN = 'http://localhost:8080';

/** A signed-in staff member's cookies, kept between requests the way a browser does. */
class Session {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  async send(method: 'GET' | 'POST', url: string, body?: object): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const token = this.cookies.get('XSRF-TOKEN');
    if (method === 'POST' && token) headers['x-xsrf-token'] = token;
    const res = await this.app.inject({ method, url, headers, ...(body ? { payload: body } : {}) });
    for (const c of res.cookies) this.cookies.set(c.name, c.value);
    if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res;
  }
}

function headerBytes(res: LightMyRequestResponse): number {
  const lines = [`HTTP/1.1 ${res.statusCode} ${res.statusMessage}`];
  for (const [name, value] of Object.entries(res.headers)) {
    for (const v of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${String(v)}`);
  }
  return Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`);
}

/** GET /api/sync/pull?since=<the cursor the last pull gave>: a pull when nothing changed. */
export async function emptyPullBytes(database: AppDatabase): Promise<PullSize> {
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: '8080',
    STATIC_DIR: '/nonexistent/utstyrsbod-static',
    ALLOWED_ORIGINS: ORIGIN,
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT: '1000',
  });
  const app = await buildApp(config, { database });
  try {
    await app.ready();
    const session = new Session(app);
    await session.send('GET', '/csrf-cookie');
    const login = await session.send('POST', '/api/login', {
      email: 'ansatt@utstyrsbod.no',
      password: 'demo1234',
      remember: false,
    });
    const hut = userDataResponseSchema.parse(login.json()).attached_companies[0];
    if (!hut) throw new Error('bench: the staff member has no hut');
    await session.send('POST', `/api/company/${hut.id}/set`);
    const full = pullResponseSchema.parse((await session.send('GET', '/api/sync/pull')).json());
    const empty = await session.send('GET', `/api/sync/pull?since=${full.cursor}`);
    return { body: empty.rawPayload.length, headers: headerBytes(empty), json: empty.body };
  } finally {
    await app.close();
  }
}
