import type { Metric, Registry } from 'prom-client';

const REQUESTS = 'onair_http_requests_total';
const DURATION = 'onair_http_request_duration_seconds';
/** Upper bounds of the duration buckets, in seconds (+Inf after the last). */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A route's answers of one method and status: plain numbers, added to once per request. */
type Tally = { method: string; route: string; status: number; count: number; sum: number; inBucket: number[] };

/** Counts one answer of a route: its method, status and time from request to answer. */
export type RecordAnswer = (method: string, status: number, seconds: number) => void;

export type HttpSeries = {
  /** The recorder of one route (its declared path, or one label for every undeclared one); the same one each time. */
  route(route: string): RecordAnswer;
};

type Sample = { labels: Record<string, string | number>; value: number; metricName?: string };

/**
 * The HTTP rate and latency of every route, as `onair_http_requests_total` (by method, route and
 * status) and `onair_http_request_duration_seconds` (a histogram by method, route and status
 * class), the same series prom-client's Counter and Histogram gave. Each request adds to plain
 * numbers its route's recorder holds; labels are made only when Prometheus scrapes. prom-client
 * hashed the labels of every observation, about a tenth of a cached guest read's CPU
 * (bench/README.md, "bench/reads").
 */
export function httpSeries(registry: Registry): HttpSeries {
  const tallies: Tally[] = [];
  const recorders = new Map<string, RecordAnswer>();

  const metric = (name: string, help: string, type: 'counter' | 'histogram', values: () => Sample[]) =>
    registry.registerMetric({
      name,
      help,
      type,
      aggregator: 'sum',
      get: async () => ({ name, help, type, aggregator: 'sum', values: values() }),
      reset: () => undefined,
    } as unknown as Metric);

  metric(REQUESTS, 'HTTP requests answered, by method, route (the contract path) and status', 'counter', () =>
    tallies.map((tally) => ({
      labels: { method: tally.method, route: tally.route, status: String(tally.status) },
      value: tally.count,
    })),
  );

  metric(DURATION, 'Time from request to answer, by method, route and status class', 'histogram', () => {
    // Statuses of one class are one series here.
    const series = new Map<
      string,
      { labels: Record<string, string>; count: number; sum: number; inBucket: number[] }
    >();
    for (const tally of tallies) {
      const statusClass = `${Math.floor(tally.status / 100)}xx`;
      const key = `${tally.method} ${tally.route} ${statusClass}`;
      const one = series.get(key) ?? {
        labels: { method: tally.method, route: tally.route, status_class: statusClass },
        count: 0,
        sum: 0,
        inBucket: BUCKETS.map(() => 0),
      };
      series.set(key, one);
      one.count += tally.count;
      one.sum += tally.sum;
      BUCKETS.forEach(
        (_le, index) => (one.inBucket[index] = (one.inBucket[index] ?? 0) + (tally.inBucket[index] ?? 0)),
      );
    }
    const samples: Sample[] = [];
    for (const { labels, count, sum, inBucket } of series.values()) {
      let below = 0;
      BUCKETS.forEach((le, index) => {
        below += inBucket[index] ?? 0;
        samples.push({ labels: { le, ...labels }, value: below, metricName: `${DURATION}_bucket` });
      });
      samples.push({ labels: { le: '+Inf', ...labels }, value: count, metricName: `${DURATION}_bucket` });
      samples.push({ labels, value: sum, metricName: `${DURATION}_sum` });
      samples.push({ labels, value: count, metricName: `${DURATION}_count` });
    }
    return samples;
  });

  return {
    route(route: string): RecordAnswer {
      // One recorder per route however often asked (a GET and its HEAD twin), so no series is doubled.
      const known = recorders.get(route);
      if (known) return known;
      const byMethod = new Map<string, Map<number, Tally>>();
      const record: RecordAnswer = (method, status, seconds) => {
        let byStatus = byMethod.get(method);
        if (!byStatus) byMethod.set(method, (byStatus = new Map()));
        let tally = byStatus.get(status);
        if (!tally) {
          // One more bucket than bounds: answers slower than the last bound count in +Inf only.
          tally = { method, route, status, count: 0, sum: 0, inBucket: [...BUCKETS.map(() => 0), 0] };
          byStatus.set(status, tally);
          tallies.push(tally);
        }
        tally.count += 1;
        tally.sum += seconds;
        let bucket = 0;
        for (const bound of BUCKETS) {
          if (seconds <= bound) break;
          bucket += 1;
        }
        tally.inBucket[bucket] = (tally.inBucket[bucket] ?? 0) + 1;
      };
      recorders.set(route, record);
      return record;
    },
  };
}
