import { fileURLToPath } from 'node:url';

/** Committed migrations; a bundled build copies them and points MIGRATIONS_DIR at the copy. */
export const defaultMigrationsDir = () =>
  process.env['MIGRATIONS_DIR'] ?? fileURLToPath(new URL('../migrations', import.meta.url));
