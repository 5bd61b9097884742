import { imageAnswer } from '../../src/server/routes/binary';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { RouteEntry } from '../../src/server/plugins/access';
import { errorBodySchema } from '../../src/shared/contracts/errors';
import { testDialects } from '../support/test-databases';
import { EXPECTED, REQUESTS } from './route-matrix-rows';
import type { Call } from './route-matrix-rows';
import { MatrixWorld, ROLES } from './route-matrix-world';
import type { Role } from './route-matrix-world';
import { openTestApp } from './support/test-app';
import type { Browser } from './support/test-app';

/** The row of a route: a GET's automatic HEAD twin answers to the GET's row. */
function rowKey(route: RouteEntry, table: readonly RouteEntry[]): string {
  const twin =
    route.method === 'HEAD' && table.some((r) => r.method === 'GET' && r.url === route.url);
  return `${twin ? 'GET' : route.method} ${route.url}`;
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const methodOf = (route: RouteEntry): (typeof METHODS)[number] => {
  const method = METHODS.find((m) => m === route.method);
  if (!method) throw new Error(`${route.method} ${route.url}: no way to call it`);
  return method;
};

const isJson = (response: LightMyRequestResponse) =>
  String(response.headers['content-type']).startsWith('application/json');

/**
 * The answer is one the route declares, and its body matches the declared schema exactly (no
 * field the schema does not know), so a response declaration cannot lie.
 */
function checkAnswer(route: RouteEntry, response: LightMyRequestResponse): string | null {
  const key = `${route.method} ${route.url} → ${response.statusCode}`;
  if (route.schema?.hide === true || route.method === 'HEAD') return null;
  const declared: unknown = route.schema?.response;
  const schema: unknown =
    typeof declared === 'object' && declared !== null
      ? Reflect.get(declared, response.statusCode)
      : undefined;
  if (!(schema instanceof z.core.$ZodType)) return `${key}: status not declared`;
  if (response.statusCode === 304) return null;
  if (schema === imageAnswer && response.statusCode < 400) {
    return String(response.headers['content-type']).startsWith('image/')
      ? null
      : `${key}: not an image`;
  }
  if (!isJson(response)) return `${key}: not JSON`;
  const body: unknown = response.json();
  const parsed = z.safeParse(response.statusCode >= 400 ? errorBodySchema : schema, body);
  if (!parsed.success) return `${key}: ${z.prettifyError(parsed.error)}`;
  try {
    expect(parsed.data).toEqual(body);
  } catch {
    return `${key}: the body has fields its schema does not declare`;
  }
  return null;
}

describe.each(testDialects)('authorization matrix on %s', (dialect) => {
  let m: MatrixWorld;
  let staticDir: string;
  beforeAll(async () => {
    // A built app to serve, so the static files' routes are in the table too.
    staticDir = mkdtempSync(join(tmpdir(), 'utstyrsbod-matrix-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Utstyrsbod</title>');
    m = await MatrixWorld.open(await openTestApp(dialect, { env: { STATIC_DIR: staticDir } }));
  });
  afterAll(async () => {
    await m.t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('has a row for every route in Fastify’s route table, and no row without a route', () => {
    const table = m.t.app.routeTable;
    const keys = new Set(table.map((route) => rowKey(route, table)));
    expect([...keys].filter((key) => !(key in EXPECTED))).toEqual([]);
    expect(Object.keys(EXPECTED).filter((key) => !keys.has(key))).toEqual([]);
    expect(Object.keys(REQUESTS).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.keys(EXPECTED))('%s answers each role as its row says', async (key) => {
    const table = m.t.app.routeTable;
    const routes = table.filter((route) => rowKey(route, table) === key);
    const expected = EXPECTED[key];
    const request = REQUESTS[key];
    if (routes.length === 0 || !expected || !request) throw new Error(`${key}: not a route`);
    const actual: Partial<Record<Role, number>> = {};
    const wrongAnswers: string[] = [];
    for (const route of routes) {
      for (const role of ROLES) {
        const cell = await request(m);
        let browser: Browser;
        let call: Call;
        if ('ownAccount' in cell) {
          const account = role === 'anonymous' ? null : await m.ownAccount(role);
          browser = account?.browser ?? (await m.session(role));
          call = await cell.ownAccount(account);
        } else {
          browser = cell.ownSession ? await m.freshSession(role) : await m.session(role);
          call = cell;
        }
        const response = await browser.request(methodOf(route), call.url, {
          ...(call.body !== undefined ? { body: call.body } : {}),
          ...(call.contentType ? { headers: { 'content-type': call.contentType } } : {}),
        });
        // A HEAD twin must answer like its GET; record a mismatch in the role's cell.
        const previous = actual[role];
        actual[role] =
          previous === undefined || previous === response.statusCode ? response.statusCode : -1;
        const wrong = checkAnswer(route, response);
        if (wrong) wrongAnswers.push(`${role}: ${wrong}`);
      }
    }
    expect(actual).toEqual(expected);
    expect(wrongAnswers).toEqual([]);
  });
});
