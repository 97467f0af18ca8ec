// The package.json written beside a Node app's bundle: the third-party packages the bundle imports,
// pinned to the versions this checkout installed (so an image gets what the tests ran against).
import { readFileSync } from 'node:fs';

/** `@scope/name/sub/path` -> `@scope/name`, `name/sub` -> `name`. */
export function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function installedVersion(name, root) {
  return JSON.parse(readFileSync(`${root}/node_modules/${name}/package.json`, 'utf8')).version;
}

/** A private ESM package whose dependencies are exactly the packages `imported` names. */
export function runtimeManifest(app, imported, builtins, { root = process.cwd(), version = installedVersion } = {}) {
  const names = [
    ...new Set(imported.filter((path) => !path.startsWith('node:') && !builtins.has(path.split('/')[0])).map(packageName)),
  ].sort();
  return {
    name: `@onair/${app}-runtime`,
    private: true,
    type: 'module',
    main: 'main.js',
    engines: { node: '>=24.11' },
    dependencies: Object.fromEntries(names.map((name) => [name, version(name, root)])),
  };
}
