import autocannon, { type AutocannonResult } from 'autocannon';

export interface LoadSettings {
  connections: number;
  /** Seconds measured. */
  duration: number;
  /** Seconds of unmeasured load first, so both servers are compiled hot. */
  warmup: number;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  bytesPerResponse: number;
}

function runOnce(
  url: string,
  connections: number,
  duration: number,
  latencies: number[] | null,
): Promise<AutocannonResult> {
  return new Promise((resolve, reject) => {
    const tracker = autocannon({ url, connections, duration, timeout: 10 }, (err, result) => {
      if (err) reject(err);
      else resolve(result);
    });
    // autocannon's histogram has no p95; keep every 2xx latency and compute it exactly.
    if (latencies) {
      tracker.on('response', (_client, statusCode, _bytes, responseTime) => {
        if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      });
    }
  });
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** Loopback load on one URL: warm-up, then a measured run with the same settings. */
export async function measure(url: string, settings: LoadSettings): Promise<LoadFigures> {
  if (!url.startsWith('http://127.0.0.1:')) throw new Error(`loopback only: ${url}`);
  if (settings.warmup > 0) await runOnce(url, settings.connections, settings.warmup, null);
  const latencies: number[] = [];
  const result = await runOnce(url, settings.connections, settings.duration, latencies);
  latencies.sort((a, b) => a - b);
  const total = result.requests.total;
  return {
    requestsPerSecond: total / (result.duration > 0 ? result.duration : settings.duration),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerResponse: total > 0 ? result.throughput.total / total : 0,
  };
}
