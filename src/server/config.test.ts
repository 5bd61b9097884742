import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      sqliteFile: 'data/utstyrsbod.sqlite',
      seedDemo: false,
      runJobs: true,
      staticDir: 'dist',
      allowedOrigins: ['http://localhost:8080', 'http://127.0.0.1:8080'],
      cookieSecure: false,
      sessionTtlMinutes: 120,
      loginRateLimit: 20,
      loginAccountRateLimit: 5,
      loginAccountWideRateLimit: 30,
      trustProxy: 0,
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u:p@db:5432/utstyrsbod',
      SEED_DEMO: '1',
      RUN_JOBS: 'no',
      STATIC_DIR: 'build',
      ALLOWED_ORIGINS: 'https://utstyr.example.no, https://www.utstyr.example.no/',
      COOKIE_SECURE: 'true',
      SESSION_TTL_MINUTES: '30',
      LOGIN_RATE_LIMIT: '5',
      LOGIN_ACCOUNT_RATE_LIMIT: '3',
      LOGIN_ACCOUNT_WIDE_RATE_LIMIT: '12',
      TRUST_PROXY: 'yes',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u:p@db:5432/utstyrsbod',
      seedDemo: true,
      runJobs: false,
      staticDir: 'build',
      allowedOrigins: ['https://utstyr.example.no', 'https://www.utstyr.example.no'],
      cookieSecure: true,
      sessionTtlMinutes: 30,
      loginRateLimit: 5,
      loginAccountRateLimit: 3,
      loginAccountWideRateLimit: 12,
      trustProxy: 1,
      logLevel: 'warn',
    });
  });

  it('derives the default origins from PORT and secure cookies from production', () => {
    expect(loadConfig({ PORT: '3000' }).allowedOrigins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]);
    expect(loadConfig({ NODE_ENV: 'production' }).cookieSecure).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: '0' }).cookieSecure).toBe(false);
    expect(loadConfig({ PORT: '' }).port).toBe(8080);
  });

  it('reads TRUST_PROXY as a number of proxies; true is one proxy, never every hop', () => {
    const hops = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect([hops('true'), hops('yes'), hops('1'), hops('2'), hops('10')]).toEqual([1, 1, 1, 2, 10]);
    expect([hops('false'), hops('no'), hops('0')]).toEqual([0, 0, 0]);
    for (const bad of ['11', '-1', 'alle', '1.5', 'loopback']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('lists every problem in one clear error', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'http',
        DATABASE_URL: 'mysql://x',
        ALLOWED_ORIGINS: 'https://ok.example,https://bad.example/path',
        SEED_DEMO: 'kanskje',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = error instanceof Error ? error.message : '';
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('ALLOWED_ORIGINS');
    expect(message).toContain('SEED_DEMO');
  });
});
