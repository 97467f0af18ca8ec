import type { Plugin } from 'vite';

const JSON_ATTRIBUTE = /,\s*\{\s*with:\s*\{\s*type:\s*['"]json['"]\s*\}\s*\}\s*\)/g;

/**
 * Our sources import JSON with `{ with: { type: 'json' } }`, as Node and Jest require. Vite's dev
 * server answers such an import with JavaScript, which the browser then refuses as a JSON module;
 * so in dev only, the attribute is dropped before the browser sees it. Builds handle it natively.
 */
export function jsonImportAttributesPlugin(): Plugin {
  return {
    name: 'onair-json-import-attributes',
    apply: 'serve',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes("type: 'json'")) return undefined;
      const stripped = code.replace(JSON_ATTRIBUTE, ')');
      return stripped === code ? undefined : { code: stripped, map: null };
    },
  };
}
