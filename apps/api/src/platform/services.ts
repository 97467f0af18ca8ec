import type { BrandConfig } from '@onair/brand';
import type { DatabaseHandle } from '@onair/db';
import type { ApiSettings } from './config/settings';

/** What the app is built from: real parts, opened by main.ts or by a test. */
export type AppServices = {
  database: DatabaseHandle;
  cacheKind: 'memory' | 'redis';
  /** The Redis the nodes share (the chat's fan-out); set when cacheKind is redis. */
  redisUrl?: string;
  defaultBrand: BrandConfig;
  settings: ApiSettings;
};
