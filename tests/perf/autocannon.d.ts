// The parts of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
  }

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  interface AutocannonResult {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    throughput: Histogram & { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }

  type ResponseListener = (
    client: unknown,
    statusCode: number,
    resBytes: number,
    responseTime: number,
  ) => void;

  interface Tracker extends EventEmitter {
    on(event: 'response', listener: ResponseListener): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  function autocannon(
    opts: AutocannonOptions,
    cb: (err: Error | null, result: AutocannonResult) => void,
  ): Tracker;

  export default autocannon;
  export type { AutocannonOptions, AutocannonResult, Tracker };
}
