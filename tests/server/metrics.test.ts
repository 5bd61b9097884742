import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobRunner } from '../../src/server/services/jobs';
import { queueMail, sendDueMail } from '../../src/server/services/mail/outbox';
import { countingMailer } from '../../src/server/metrics/counting-mailer';
import { startMetricsListener } from '../../src/server/metrics/listener';
import { pushResponseSchema } from '../../src/shared/contracts/sync';
import { testDialects } from '../support/test-databases';
import { cart, device, freeUnits, newId } from './sync-fixtures';
import { signIn, staffWorld } from './staff-world';
import type { StaffWorld } from './staff-world';
import { openTestApp, openTwinApp } from './support/test-app';
import type { TestApp } from './support/test-app';

const TOKEN = 'skrape-token-0123456789abcdef';
const silent = { info: () => undefined, error: () => undefined };

/** The value of one series in Prometheus's text format (0 when it is not there). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(',').filter((l) => l !== '');
    if (wanted.length === have.length && wanted.every((w) => have.includes(w)))
      return Number(match[3]);
  }
  return 0;
}

describe.each(testDialects)('Prometheus metrics on %s', (dialect) => {
  let t: TestApp;
  let w: StaffWorld;
  beforeAll(async () => {
    t = await openTestApp(dialect, { env: { METRICS_TOKEN: TOKEN } });
    w = await staffWorld(t.app.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const scrape = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.body;
  };

  it('counts requests by route pattern, pushes and ops by decision, and pull sizes', async () => {
    const before = await scrape();
    const { browser } = await signIn(t.app, 'ansatt', w.hutA);
    const op = device(w.hutA, w.users.ansatt);
    const c = cart(op, w.users.familie, await freeUnits(t.app.db, w.hutA, 2));
    const pushed = async () => {
      const response = await browser.post('/api/sync/push', { ops: c.adds });
      expect(response.statusCode).toBe(200);
      return pushResponseSchema.parse(response.json()).results.map((r) => r.outcome);
    };
    expect(await pushed()).toEqual(['applied', 'applied']);
    expect(await pushed()).toEqual(['duplicate', 'duplicate']);
    const pull = await browser.get('/api/sync/pull');
    expect(pull.statusCode).toBe(200);
    // A person's address in an unknown URL, and ids in known ones: never labels.
    expect((await browser.get('/api/finnes-ikke/kari.metrikk@eksempel.no')).statusCode).toBe(404);
    const search = `/api/company/${w.hutA}/people?q=${encodeURIComponent('familie@utstyrsbod.no')}`;
    expect((await browser.get(search)).statusCode).toBe(200);

    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(delta('utstyrsbod_sync_pushes_total')).toBe(2);
    expect(delta('utstyrsbod_sync_ops_total', { decision: 'applied' })).toBe(2);
    expect(delta('utstyrsbod_sync_ops_total', { decision: 'duplicate' })).toBe(2);
    expect(delta('utstyrsbod_sync_ops_total', { decision: 'rejected' })).toBe(0);
    expect(after).toContain('utstyrsbod_sync_ops_total{decision="held"} 0');
    expect(delta('utstyrsbod_sync_pull_rows_count', { kind: 'snapshot' })).toBe(1);
    // The snapshot holds at least the two lines just carted and their loan.
    expect(delta('utstyrsbod_sync_pull_rows_sum', { kind: 'snapshot' })).toBeGreaterThanOrEqual(3);
    const http = (method: string, route: string, status: string) =>
      delta('utstyrsbod_http_request_duration_seconds_count', { method, route, status });
    expect(http('POST', '/api/sync/push', '2xx')).toBe(2);
    expect(http('GET', '/api/sync/pull', '2xx')).toBe(1);
    expect(http('POST', '/api/login', '2xx')).toBe(1);
    expect(http('GET', '/api/company/:id/people', '2xx')).toBe(1);
    expect(http('GET', 'unmatched', '4xx')).toBe(1);
    expect(after).not.toContain('kari.metrikk');
    expect(after).not.toContain(`/api/company/${String(w.hutA)}`);
    expect(after).not.toContain('ansatt@');
    expect(after).not.toContain('familie');
  });

  it('counts job runs and failures by job, and email send failures and the outbox by state', async () => {
    const before = await scrape();
    const runner = startJobRunner({
      db: t.app.db,
      log: silent,
      tickMs: 60_000,
      timer: false,
      report: t.app.metrics.jobs,
      tasks: [],
      jobs: [
        {
          name: 'metrics-ok',
          occurrenceAt: () => newId(),
          leaseMs: 60_000,
          retryMs: 60_000,
          run: async () => undefined,
        },
        {
          name: 'metrics-fail',
          occurrenceAt: () => newId(),
          leaseMs: 60_000,
          retryMs: 60_000,
          run: () => Promise.reject(new Error('nede')),
        },
      ],
    });
    await runner.tick();
    await runner.tick();
    await runner.stop();

    const pendingBefore = sample(before, 'utstyrsbod_mail_outbox', { state: 'pending' });
    await queueMail(t.app.db, {
      kind: 'registration_link',
      userId: null,
      companyId: null,
      to: { name: 'Kari Metrikk', address: 'kari.metrikk@eksempel.no' },
      subject: 'Test',
      body: 'Hei',
      dedupeKey: `metrics-${newId()}`,
    });
    const failing = countingMailer(
      { send: () => Promise.reject(new Error('SMTP nede')), close: () => undefined },
      t.app.metrics.mail,
    );
    expect(await sendDueMail(t.app.db, failing, 'metrics-test')).toBe(0);
    const tried = await t.app.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('last_error', '=', 'SMTP nede')
      .execute();

    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(delta('utstyrsbod_job_runs_total', { job: 'metrics-ok' })).toBe(2);
    expect(delta('utstyrsbod_job_failures_total', { job: 'metrics-ok' })).toBe(0);
    expect(delta('utstyrsbod_job_runs_total', { job: 'metrics-fail' })).toBe(2);
    expect(delta('utstyrsbod_job_failures_total', { job: 'metrics-fail' })).toBe(2);
    expect(delta('utstyrsbod_job_duration_seconds_count', { job: 'metrics-ok' })).toBe(2);
    expect(tried.length).toBeGreaterThanOrEqual(1);
    expect(delta('utstyrsbod_mail_send_failures_total')).toBe(tried.length);
    expect(delta('utstyrsbod_mail_sent_total')).toBe(0);
    // Failed tries stay pending (tried again later): one more than before, as the table says.
    const pending = await t.app.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect(sample(after, 'utstyrsbod_mail_outbox', { state: 'pending' })).toBe(Number(pending.n));
    expect(sample(after, 'utstyrsbod_mail_outbox', { state: 'pending' })).toBe(pendingBefore + 1);
    expect(after).toMatch(/utstyrsbod_mail_outbox\{state="failed"\} \d+/);
  });

  it('reports the database connections: the PostgreSQL pool, or SQLite’s one', async () => {
    const text = await scrape();
    const total = sample(text, 'utstyrsbod_db_pool_connections', { state: 'total' });
    if (dialect === 'postgres') {
      expect(total).toBeGreaterThanOrEqual(1);
      expect(text).toMatch(/utstyrsbod_db_pool_connections\{state="idle"\} \d+/);
      expect(text).toMatch(/utstyrsbod_db_pool_connections\{state="waiting"\} \d+/);
    } else {
      expect(total).toBe(1);
      expect(text).not.toContain('state="idle"');
    }
    // The process's own metrics, exposed as metrics are asked for here.
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('answers /metrics on the main port only with the token; 404 without one configured', async () => {
    for (const authorization of [
      undefined,
      `Bearer wrong-token-0123456789`,
      `Basic ${TOKEN}`,
      TOKEN,
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        ...(authorization ? { headers: { authorization } } : {}),
      });
      expect(response.statusCode, authorization ?? 'none').toBe(404);
      expect(response.body).not.toContain('utstyrsbod_');
    }
    const twin = await openTwinApp(t);
    try {
      const response = await twin.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await twin.close();
    }
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
  });

  it('serves GET /metrics alone on the metrics listener', async () => {
    const listener = await startMetricsListener(t.app.metrics, { host: '127.0.0.1', port: 0 });
    try {
      const base = `http://127.0.0.1:${String(listener.port)}`;
      const response = await fetch(`${base}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await response.text();
      expect(text).toContain('utstyrsbod_sync_ops_total{decision="applied"}');
      expect(text).toContain('utstyrsbod_mail_outbox{state="pending"}');
      expect((await fetch(`${base}/api/health`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await listener.close();
    }
  });
});
