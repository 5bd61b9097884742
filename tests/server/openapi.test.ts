import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/server/plugins/access';
import { testDialects } from '../support/test-databases';
import { Browser, openTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  responses: Record<string, unknown>;
  security?: unknown[];
}
type Document = {
  openapi: string;
  servers?: unknown[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
};

/** Fastify's `/api/company/:id/set` is OpenAPI's `/api/company/{id}/set`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** A GET's automatic HEAD twin is the same operation. */
const isHeadTwin = (route: RouteEntry, table: readonly RouteEntry[]) =>
  route.method === 'HEAD' && table.some((r) => r.method === 'GET' && r.url === route.url);

describe.each(testDialects)('OpenAPI document on %s', (dialect) => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await openTestApp(dialect);
    const response = await new Browser(t.app).get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    doc = response.json<Document>();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(doc.openapi).toBe('3.1.0');
  });

  it('describes every route of Fastify’s route table with the answers it declares', () => {
    const table = t.app.routeTable;
    expect(table.length).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const route of table) {
      if (isHeadTwin(route, table)) continue;
      const key = `${route.method} ${route.url}`;
      if (route.schema?.hide === true) {
        // Only a third-party plugin's own routes (the reference UI and its assets) stay out.
        expect(route.declaredBy, key).toBe('scope');
        continue;
      }
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        missing.push(key);
        continue;
      }
      const declared: unknown = route.schema?.response;
      expect(Object.keys(operation.responses).sort(), key).toEqual(
        Object.keys(declared ?? {}).sort(),
      );
      expect(operation.summary, key).toBeTruthy();
      expect(operation.description, key).toContain(`Access: ${route.access}.`);
      if (route.access !== 'public') {
        expect(operation.security, key).toEqual([expect.objectContaining({ session: [] })]);
      } else if (route.method === 'GET') {
        // A public read says that it needs nothing (an absent list would leave it undeclared).
        expect(operation.security, key).toEqual([]);
      }
      if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method)) {
        expect(operation.security, key).toEqual([expect.objectContaining({ xsrf: [] })]);
      }
    }
    expect(missing).toEqual([]);
  });

  it('gives every operation its own operationId and only declared tags', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        key: `${method} ${path}`,
        operation,
      })),
    );
    const owners = new Map<string, string[]>();
    for (const { key, operation } of operations) {
      expect(operation.operationId, key).toMatch(/^[a-z]+[A-Za-z0-9]*$/);
      const id = operation.operationId ?? '';
      owners.set(id, [...(owners.get(id) ?? []), key]);
    }
    const shared = [...owners].filter(([, keys]) => keys.length > 1);
    expect(shared).toEqual([]);
    expect(doc.paths['/api/company/{id}/products/{productId}']?.put?.operationId).toBe(
      'putCompanyByIdProductsByProductId',
    );

    const declared = new Set((doc.tags ?? []).map((tag) => tag.name));
    for (const tag of doc.tags ?? []) expect(tag.description, tag.name).toBeTruthy();
    for (const { key, operation } of operations) {
      for (const tag of operation.tags ?? [])
        expect(declared.has(tag), `${key}: ${tag}`).toBe(true);
    }
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('documents the error answers with the one error body', () => {
    const userdata = doc.paths['/api/userdata']?.get;
    expect(Object.keys(userdata?.responses ?? {})).toEqual(['200', '401', '403', '500']);
    const refused = doc.paths['/api/item-loans']?.post?.responses['422'];
    expect(refused).toMatchObject({
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['error', 'message'],
            properties: { fields: { type: 'object' } },
          },
        },
      },
    });
  });

  it('serves the interactive reference at /api/docs from the package, with the same document', async () => {
    const browser = new Browser(t.app);
    const page = await browser.get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(assets.length).toBeGreaterThanOrEqual(5);
    for (const asset of assets) {
      // Every asset is the app's own: no CDN.
      expect(asset, asset).toMatch(/^\/api\/docs\/static\//);
      expect((await browser.get(asset)).statusCode, asset).toBe(200);
    }
    const copy = await browser.get('/api/docs/json');
    expect(copy.json()).toEqual(doc);
    // The app's CSP, with one style hash more on the reference's routes only.
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+';/);
    expect(csp).not.toContain('unsafe');
    expect(csp).toContain("script-src 'self';");
    const api = await browser.get('/api/public/data');
    expect(String(api.headers['content-security-policy'])).toContain("style-src 'self';");
  });
});
