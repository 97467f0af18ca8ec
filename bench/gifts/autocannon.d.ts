// The few parts of autocannon's API the gift benchmark uses (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p90: number; p97_5: number; p99: number; max: number };
  type RequestData = { method: string; path: string; headers: Record<string, string>; body?: string | Buffer };
  export type AutocannonOptions = {
    url: string;
    connections?: number;
    amount?: number;
    duration?: number;
    timeout?: number;
    /** Milliseconds between samples; the run's end is noticed at the next one. */
    sampleInt?: number;
    method?: string;
    requests?: Array<{ setupRequest?: (request: RequestData, context: object) => RequestData }>;
  };
  export type AutocannonResult = {
    duration: number;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
  };
  export default function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
}
