// The whole service on embedded defaults: API, media, sandbox, one brand's web app and the operator console.
import { existsSync, readdirSync } from 'node:fs';
import { API_NODE_FLAGS } from './api-node-flags.mjs';
import { startProcess, waitForUrl } from './processes.mjs';

/**
 * @param {{ brand: string, web: 'dev' | 'preview', apiPort?: number, webPort?: number, consolePort?: number | null, dataDir?: string, quiet?: boolean, extraEnv?: Record<string,string>, withOutsideServices?: boolean }} options
 *   consolePort: where the operator console (apps/admin) is served the same way as the web app; null for none.
 */
export async function startStack({
  brand,
  web,
  apiPort = 3000,
  webPort = 4200,
  consolePort = null,
  dataDir = '.data',
  quiet = false,
  extraEnv = {},
  withOutsideServices = false,
}) {
  if (!existsSync(`apps/web-${brand}/vite.config.ts`)) {
    const brands = readdirSync('apps').filter((dir) => dir.startsWith('web-')).map((dir) => dir.slice(4));
    throw new Error(`Unknown BRAND "${brand}". Use one of: ${brands.join(', ')}`);
  }
  const processes = [];
  const api = startProcess('api', process.execPath, [...API_NODE_FLAGS, '--import', 'tsx', 'apps/api/src/main.ts'], {
    env: { PORT: String(apiPort), BRAND: brand, DATA_DIR: dataDir, DEMO_SEED: '1', LOG_LEVEL: 'warn', ...extraEnv },
    quiet,
  });
  processes.push(api);
  const webProcess = startProcess(
    `web-${brand}`,
    process.execPath,
    ['node_modules/vite/bin/vite.js', ...(web === 'preview' ? ['preview'] : []), '--configLoader', 'runner', '-c', `apps/web-${brand}/vite.config.ts`],
    { env: { WEB_PORT: String(webPort), API_URL: `http://localhost:${apiPort}` }, quiet: true },
  );
  processes.push(webProcess);
  // The console proxies /api to the same API, as the brand app does (tools/vite/console-app-config.ts).
  const consoleProcess =
    consolePort === null
      ? null
      : startProcess(
          'admin',
          process.execPath,
          ['node_modules/vite/bin/vite.js', ...(web === 'preview' ? ['preview'] : []), '--configLoader', 'runner', '-c', 'apps/admin/vite.config.ts'],
          { env: { ADMIN_PORT: String(consolePort), API_URL: `http://localhost:${apiPort}` }, quiet: true },
        );
  if (consoleProcess) processes.push(consoleProcess);
  if (withOutsideServices) {
    processes.push(
      startProcess('media', process.execPath, ['--import', 'tsx', 'apps/media/src/main.ts'], {
        // Keys are checked by the API (docs/media.md); recordings are kept beside its data.
        env: { MEDIA_API_URL: `http://127.0.0.1:${apiPort}`, MEDIA_DATA_DIR: `${dataDir}/media` },
        quiet,
      }),
      startProcess('sandbox', process.execPath, ['--import', 'tsx', 'apps/sandbox/src/main.ts'], { quiet }),
    );
  }
  try {
    await waitForUrl(`http://localhost:${apiPort}/api/health`, { process: api });
    await waitForUrl(`http://localhost:${webPort}/`, { process: webProcess });
    if (consoleProcess) await waitForUrl(`http://localhost:${consolePort}/`, { process: consoleProcess });
  } catch (error) {
    return { processes, error };
  }
  return {
    processes,
    apiUrl: `http://localhost:${apiPort}`,
    webUrl: `http://localhost:${webPort}`,
    consoleUrl: consoleProcess ? `http://localhost:${consolePort}` : null,
  };
}
