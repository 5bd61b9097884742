import { createServer, type Server } from 'node:http';
import type { AppMetrics } from './registry';

export interface MetricsListener {
  /** The port it listens on (METRICS_PORT=0: the one the system chose). */
  port: number;
  close(): Promise<void>;
}

/**
 * The metrics listener (METRICS_PORT, on METRICS_HOST: 127.0.0.1 unless set): GET /metrics and
 * nothing else, no token. Kept off the main port so that a firewall, not a secret, guards it.
 */
export async function startMetricsListener(
  metrics: AppMetrics,
  options: { host: string; port: number },
): Promise<MetricsListener> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
      return;
    }
    metrics.scrape().then(
      ({ contentType, body }) => {
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      () => {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Error');
      },
    );
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port, options.host, () => done());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
