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
      metricsHost: '127.0.0.1',
    });
    expect(config.databaseUrl).toBeUndefined();
    // Metrics are off unless asked for: no second listener, no /metrics on the main port.
    expect(config.metricsPort).toBeUndefined();
    expect(config.metricsToken).toBeUndefined();
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

  it('reads the metrics listener and token, and refuses a short or spaced token', () => {
    const config = loadConfig({
      METRICS_PORT: '9464',
      METRICS_HOST: '10.0.0.5',
      METRICS_TOKEN: 'skrape-token-0123456789',
    });
    expect(config).toMatchObject({
      metricsPort: 9464,
      metricsHost: '10.0.0.5',
      metricsToken: 'skrape-token-0123456789',
    });
    expect(loadConfig({ METRICS_PORT: '0' }).metricsPort).toBe(0);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_TOKEN: 'kort' })).toThrow(/at least 16/);
    expect(() => loadConfig({ METRICS_TOKEN: 'med mellomrom i seg' })).toThrow(/METRICS_TOKEN/);
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
