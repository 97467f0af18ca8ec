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
 * Workspace libs whose modules only declare things (components, hooks, tokens, brand data, route
 * schemas) and do nothing when imported. Without this, the bundler keeps every module an entry
 * re-exports (a barrel's, or a subpath's like @onair/member/nav) in the chunk that imports the
 * entry, used or not: the header's member corner sat in every visitor's first JavaScript, and every
 * schema of @onair/contracts (valibot calls look like side effects). Not listed: api-client (its
 * generated files inject endpoints when imported), store, i18n and player (measured: no smaller),
 * and the start stages, which are imported for their evaluation alone.
 */
const SIDE_EFFECT_FREE = /\/libs\/(contracts|ui|brand|channel|member|payments|auth|chat|shell)\/src\/(?!start\/).+\.tsx?$/;

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
