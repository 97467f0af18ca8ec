/**
 * Node flags the API runs with: npm start, the two-node cluster, `nx run api:serve` (which spells
 * them out) and bench/gifts, which runs the API as production does.
 *
 * Semi-spaces of 64 MB instead of V8's 16: a gift storm allocates about 200 MB a second of
 * short-lived objects (requests, promises, the driver's rows), and each scavenge of the small young
 * generation (about twenty a second) copied the 256 requests still in flight. At 64 MB there are
 * about half as many (55 against 100 in a run of 22,000 gifts). Three rounds turn about into 1,000 streamers: 70 to 74 µs of the API's CPU
 * a gift against 76 to 86, and 8,800 to 9,200 gifts/s against 8,000 to 8,800 (bench/README.md,
 * 2026-11-29). The heap under that load: about 190 MB against 100.
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=64'];
