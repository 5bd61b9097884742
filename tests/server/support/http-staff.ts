import { pushResponseSchema } from '../../../src/shared/contracts/sync';
import type { PushResult, SyncOpInput } from '../../../src/shared/contracts/sync';
import { SYNC_EPOCH_HEADER } from '../../../src/shared/contracts/sync-epoch';

/**
 * A signed-in client of a real server process over HTTP, as a tablet's sync engine talks to it:
 * the cookies it was given, the XSRF token from GET /csrf-cookie on every push.
 */
export class HttpStaff {
  private readonly cookies = new Map<string, string>();

  constructor(readonly base: string) {}

  private async request(path: string, init: RequestInit = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${this.base}${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }

  private async token(): Promise<string> {
    const response = await this.request('/csrf-cookie');
    const body = (await response.json()) as { token: string };
    return body.token;
  }

  private async post(
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    return this.request(path, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        'x-xsrf-token': await this.token(),
      },
      body: JSON.stringify(body),
    });
  }

  /** A push naming the database epoch the device last saw, answered as it is. */
  async pushNaming(epoch: string, ops: readonly SyncOpInput[]): Promise<Response> {
    return this.post('/api/sync/push', { ops }, { [SYNC_EPOCH_HEADER]: epoch });
  }

  async login(email: string, password = 'demo1234'): Promise<void> {
    const response = await this.post('/api/login', { email, password });
    if (response.status !== 200) throw new Error(`login ${String(response.status)}`);
  }

  /** One push; the results in op order and the database epoch the answer named. */
  async push(
    ops: readonly SyncOpInput[],
  ): Promise<{ results: PushResult[]; epoch: string | null }> {
    const response = await this.post('/api/sync/push', { ops });
    if (response.status !== 200) {
      throw new Error(`push ${String(response.status)}: ${await response.text()}`);
    }
    return {
      results: pushResponseSchema.parse(await response.json()).results,
      epoch: response.headers.get(SYNC_EPOCH_HEADER),
    };
  }
}
