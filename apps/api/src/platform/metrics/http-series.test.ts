import { Counter, Histogram, Registry } from 'prom-client';
import { httpSeries } from './http-series';

/** What each request records: method, route, status and seconds. */
const ANSWERS: Array<[string, string, number, number]> = [
  ['GET', '/api/guest/channels', 200, 0.001],
  ['GET', '/api/guest/channels', 200, 0.005],
  ['GET', '/api/guest/channels', 304, 0.02],
  ['GET', '/api/guest/channels', 500, 12],
  ['HEAD', '/api/guest/channels', 200, 0.0001],
  ['POST', '/api/luv/gift', 200, 0.3],
  ['POST', '/api/luv/gift', 409, 2.5],
  ['GET', 'unmatched', 404, 0.0002],
];

describe('HTTP series', () => {
  it("expose exactly what prom-client's Counter and Histogram gave for the same answers", async () => {
    const ours = new Registry();
    const http = httpSeries(ours);
    const recorders = new Map<string, ReturnType<typeof http.route>>();
    for (const [method, route, status, seconds] of ANSWERS) {
      if (!recorders.has(route)) recorders.set(route, http.route(route));
      recorders.get(route)?.(method, status, seconds);
    }

    const theirs = new Registry();
    const requests = new Counter({
      name: 'onair_http_requests_total',
      help: 'HTTP requests answered, by method, route (the contract path) and status',
      labelNames: ['method', 'route', 'status'],
      registers: [theirs],
    });
    const duration = new Histogram({
      name: 'onair_http_request_duration_seconds',
      help: 'Time from request to answer, by method, route and status class',
      labelNames: ['method', 'route', 'status_class'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [theirs],
    });
    for (const [method, route, status, seconds] of ANSWERS) {
      requests.inc({ method, route, status: String(status) });
      duration.observe({ method, route, status_class: `${Math.floor(status / 100)}xx` }, seconds);
    }

    const sorted = async (registry: Registry) => (await registry.metrics()).split('\n').sort();
    expect(await sorted(ours)).toEqual(await sorted(theirs));
  });
});
