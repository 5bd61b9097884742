import type {
  PullResponse,
  PushResult,
  StoredResult,
  SyncChanges,
  SyncOp,
} from '../shared/contracts/sync';

/**
 * A stand-in for the sync routes in unit tests: it decides each op once (and answers replays
 * as duplicates, like the real server), records every request, and can lose requests or
 * answers on demand.
 */
export type Fault = 'network' | 'lost-answer' | number;

export interface StubCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  ops: SyncOp[];
}

export interface StubServerOptions {
  /** The rows the server returns for an applied op. */
  rowsFor?: (op: SyncOp) => SyncChanges;
  /** A refusal for ops the rules would reject. */
  reject?: (op: SyncOp) => { code: string; message: string } | null;
  /** Codes of refusals about the delivery, which the server does not store. */
  delivery?: readonly string[];
  /** Raised anomaly (exception outcome) for some ops. */
  exception?: (op: SyncOp) => { id: string; kind: string } | null;
}

export function createStubServer(options: StubServerOptions = {}) {
  const decided = new Map<string, StoredResult>();
  /** How often each op id was applied (must never exceed 1). */
  const applyCount = new Map<string, number>();
  const calls: StubCall[] = [];
  const faults: Partial<Record<'push' | 'pull' | 'csrf', Fault[]>> = {};
  const pulls: PullResponse[] = [];
  let cursor = 0;

  function decide(op: SyncOp): PushResult {
    const stored = decided.get(op.id);
    if (stored) return { outcome: 'duplicate', opId: op.id, original: stored };
    const refusal = options.reject?.(op) ?? null;
    let result: StoredResult;
    if (refusal) {
      result = { outcome: 'rejected', opId: op.id, ...refusal };
      // As the server: a refusal about the delivery (the device holds the entry) is not stored.
      if (options.delivery?.includes(refusal.code)) return result;
    } else {
      applyCount.set(op.id, (applyCount.get(op.id) ?? 0) + 1);
      const rows = options.rowsFor?.(op) ?? {};
      const anomaly = options.exception?.(op) ?? null;
      result = anomaly
        ? { outcome: 'exception', opId: op.id, exceptionId: anomaly.id, kind: anomaly.kind, rows }
        : { outcome: 'applied', opId: op.id, rows };
      cursor += 1;
    }
    decided.set(op.id, result);
    return result;
  }

  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });

  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    // A test double: the body is what the engine serialised from SyncOp values, read back as such.
    const ops =
      typeof body === 'object' && body !== null && 'ops' in body && Array.isArray(body.ops)
        ? (body.ops as SyncOp[])
        : [];
    calls.push({ method, url, headers, ops });
    const route = url.startsWith('/api/sync/push')
      ? 'push'
      : url.startsWith('/api/sync/pull')
        ? 'pull'
        : 'csrf';
    const fault = faults[route]?.shift();
    if (fault === 'network') throw new TypeError('Failed to fetch');
    if (typeof fault === 'number') return json({ error: 'x', message: 'x' }, fault);
    if (route === 'csrf') return json({ token: 'xsrf-token-0123456789' });
    if (route === 'pull') return json(pulls.shift() ?? { cursor, full: false });
    if (headers['x-xsrf-token'] !== 'xsrf-token-0123456789') return json({}, 419);
    const results = ops.map(decide);
    if (fault === 'lost-answer') throw new TypeError('Failed to fetch');
    return json({ results });
  };

  return {
    fetch: fetchStub as typeof fetch,
    calls,
    applyCount,
    pushCalls: () => calls.filter((c) => c.url.startsWith('/api/sync/push')),
    pullCalls: () => calls.filter((c) => c.url.startsWith('/api/sync/pull')),
    /** Faults for the next requests to a route, in order. */
    fail(route: 'push' | 'pull' | 'csrf', ...next: Fault[]) {
      (faults[route] ??= []).push(...next);
    },
    /** Answers for the next pulls, in order (then: nothing new). */
    answerPulls(...next: PullResponse[]) {
      pulls.push(...next);
    },
  };
}
