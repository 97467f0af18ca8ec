// Bundles a Node app (api, media, sandbox) into dist/apps/<name>/main.js. Our own workspace
// libraries are TypeScript and get bundled in; third-party packages stay external and come from
// node_modules at run time. The database migrations are copied beside the bundle, and a
// package.json naming only the packages the bundle imports, at the versions installed here, so an
// image installs those (`npm install --omit=dev` in deploy/docker) and not the web apps' React or hls.js.
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { build } from 'esbuild';
import { runtimeManifest } from './runtime-manifest.mjs';

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

const result = await build({
  // main.ts, and migrate.ts where the app has one (the API's migration step).
  entryPoints: [`apps/${name}/src/main.ts`, `apps/${name}/src/migrate.ts`].filter((entry) => existsSync(entry)),
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  plugins: [externalThirdParty],
  banner: { js: "process.env.MIGRATIONS_DIR ??= new URL('./migrations', import.meta.url).pathname;" },
  logLevel: 'warning',
  metafile: true,
});

const builtins = new Set(builtinModules);
const imported = Object.values(result.metafile.outputs).flatMap((output) => output.imports.filter((entry) => entry.external).map((entry) => entry.path));
writeFileSync(`${outdir}/package.json`, `${JSON.stringify(runtimeManifest(name, imported, builtins), null, 2)}\n`);

if (existsSync('libs/server/db/migrations')) cpSync('libs/server/db/migrations', `${outdir}/migrations`, { recursive: true });
console.log(`built ${outdir}/main.js`);
