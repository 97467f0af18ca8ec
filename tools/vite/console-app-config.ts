import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { apiProxy } from './api-proxy';
import { jsonImportAttributesPlugin } from './json-import-attributes-plugin';

const workspaceRoot = resolve(import.meta.dirname, '../..');

/** The port of the operator console (apps/admin): ADMIN_PORT, else 4300. */
export const CONSOLE_DEFAULT_PORT = 4300;

/**
 * The operator console's Vite config: one app for every brand, so none of the brand document
 * plugins; the same /api proxy as the brand apps, so the staff cookie (Path=/api/admin) is
 * same-origin in dev, in preview and in e2e. Messages are parsed at run time (a console for a few
 * staff: no precompiled bundles).
 */
export function consoleAppConfig(appDir: string): UserConfig {
  const port = Number(process.env['ADMIN_PORT'] ?? CONSOLE_DEFAULT_PORT);
  return {
    root: appDir,
    cacheDir: resolve(workspaceRoot, 'node_modules/.vite', 'admin'),
    plugins: [jsonImportAttributesPlugin(), react(), tailwindcss()],
    server: { port, strictPort: true, host: true, proxy: apiProxy },
    preview: { port, strictPort: true, host: true, proxy: apiProxy },
    build: {
      outDir: resolve(workspaceRoot, 'dist/apps/admin'),
      emptyOutDir: true,
      sourcemap: true,
    },
  };
}
