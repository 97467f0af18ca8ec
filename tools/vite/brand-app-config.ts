import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { getBrand, type BrandCode } from '@onair/brand';
import { brandDocumentPlugin } from './brand-document-plugin';
import { inlineEntryCssPlugin } from './inline-entry-css-plugin';
import { scriptPriorityPlugin } from './script-priority-plugin';
import { securityHeadersPlugin } from './security-headers-plugin';
import { startStagesPlugin } from './start-stages-plugin';
import { jsonImportAttributesPlugin } from './json-import-attributes-plugin';
import { precompiledMessagesPlugin } from './precompiled-messages-plugin';
import { apiProxy as proxy } from './api-proxy';

const workspaceRoot = resolve(import.meta.dirname, '../..');

/**
 * Workspace libs whose modules only declare things (components, tokens, brand data, route schemas)
 * and do nothing when imported. Without this, the bundler keeps every schema of @onair/contracts
 * that a barrel re-exports (valibot calls look like side effects) in the home page's JavaScript,
 * and components used only by lazy pages land in the shared start-up chunk. Not listed:
 * api-client (its generated files inject endpoints when imported) and the feature libs.
 */
const SIDE_EFFECT_FREE = /\/libs\/(contracts|ui|brand)\/src\/.+\.tsx?$/;

/** The one Vite config of every brand app; a brand app differs only by its code. */
export function brandAppConfig(code: BrandCode, appDir: string): UserConfig {
  const brand = getBrand(code);
  const port = Number(process.env['WEB_PORT'] ?? 4200);
  return {
    root: appDir,
    cacheDir: resolve(workspaceRoot, 'node_modules/.vite', `web-${code}`),
    plugins: [jsonImportAttributesPlugin(), precompiledMessagesPlugin(), react(), tailwindcss(), brandDocumentPlugin(brand), inlineEntryCssPlugin(), startStagesPlugin(), scriptPriorityPlugin(), securityHeadersPlugin(brand)],
    // Both send the security headers (securityHeadersPlugin; docs/shell.md lists them for the production front).
    server: { port, strictPort: true, host: true, proxy },
    preview: { port, strictPort: true, host: true, proxy },
    build: {
      outDir: resolve(workspaceRoot, 'dist/apps', `web-${code}`),
      emptyOutDir: true,
      sourcemap: true,
      // .vite/manifest.json: which chunks the entry imports and which load later (bench/web reads it).
      manifest: true,
      // undefined: every other module keeps the default (its package.json sideEffects, else true).
      rolldownOptions: { treeshake: { moduleSideEffects: (id: string) => (SIDE_EFFECT_FREE.test(id) ? false : undefined) } },
    },
  };
}
