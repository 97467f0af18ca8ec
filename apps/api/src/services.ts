import type { BrandConfig } from '@onair/brand';
import type { DatabaseHandle } from '@onair/db';
import type { ApiSettings } from './settings';

/** What the app is built from: real parts, opened by main.ts or by a test. */
export type AppServices = {
  database: DatabaseHandle;
  cacheKind: 'memory' | 'redis';
  defaultBrand: BrandConfig;
  settings: ApiSettings;
};
