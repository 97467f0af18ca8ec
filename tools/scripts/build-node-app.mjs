// Bundles a Node app (api, media, sandbox) into dist/apps/<name>/main.js. Our own workspace
// libraries are TypeScript and get bundled in; third-party packages stay external and come from
// node_modules at run time. The database migrations are copied beside the bundle.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const name = process.argv[2];
if (!name) throw new Error('usage: node tools/scripts/build-node-app.mjs <app>');
const outdir = `dist/apps/${name}`;
rmSync(outdir, { recursive: true, force: true });

const externalThirdParty = {
  name: 'external-third-party',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@onair/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: [`apps/${name}/src/main.ts`],
  outfile: `${outdir}/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  plugins: [externalThirdParty],
  banner: { js: "process.env.MIGRATIONS_DIR ??= new URL('./migrations', import.meta.url).pathname;" },
  logLevel: 'warning',
});

if (existsSync('libs/server/db/migrations')) cpSync('libs/server/db/migrations', `${outdir}/migrations`, { recursive: true });
console.log(`built ${outdir}/main.js`);
