// The floor under every brand's number, measured in the same run: React + ReactDOM alone, built
// by the same Vite with the same defaults, rendering one element. What a brand loads beyond this
// is the app's own share (router, store, intl and our code).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { BENCH } from './config';
import { gzipSize } from './bundle';

const ENTRY = `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(createElement('p', null, 'hello'));
`;

export async function measureReactBaseline(): Promise<{ bytes: number; gzip: number }> {
  // Inside the workspace, so 'react' resolves from its node_modules.
  const dir = join(BENCH.reportDir, 'react-baseline');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'main.js'), ENTRY);
  try {
    const output = (await build({
      configFile: false,
      root: dir,
      logLevel: 'silent',
      mode: 'production',
      build: { write: false, rollupOptions: { input: join(dir, 'main.js') } },
    })) as Rollup.RollupOutput | Rollup.RollupOutput[];
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output).filter((item) => item.type === 'chunk');
    return {
      bytes: chunks.reduce((sum, chunk) => sum + Buffer.byteLength(chunk.code), 0),
      gzip: chunks.reduce((sum, chunk) => sum + gzipSize(chunk.code), 0),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
