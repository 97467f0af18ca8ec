export * from './schema/index';
export type { Database, DatabaseHandle, DatabaseKind } from './database';
export { openDatabase, type OpenDatabaseOptions } from './open-database';
export { defaultMigrationsDir } from './migrations-dir';
export { seedDemoData, DEMO_ACCOUNTS, DEMO_PARTNER, DEMO_PASSWORD } from './demo-seed';
export { retitleDemoThemes, upgradeDemoHomeItems } from './demo-community-seed';
export { DEMO_STREAMERS, DEMO_STREAM_KEYS, type DemoStreamer } from './demo-streamers';
export { migrationLag } from './migration-status';
export { POSTGRES_DEFAULTS, type PostgresOptions } from './open-postgres';
