import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { generateEndpoints } from '@rtk-query/codegen-openapi';
import { format } from 'prettier';
import { ALL_ROUTES, API_GROUPS, OPENAPI_INFO, buildOpenApiDocument, type ApiGroup } from '@onair/contracts';

export const workspaceRoot = resolve(import.meta.dirname, '../..');
export const clientRoot = join(workspaceRoot, 'libs/api-client');
export const documentPath = join(clientRoot, 'openapi.json');
export const generatedDir = join(clientRoot, 'src/generated');

const HEADER = '// Generated from libs/api-client/openapi.json by `npx nx run api-client:generate`. Do not edit.\n';

/** The OpenAPI document exactly as the API serves it, as committed text. */
export function documentText(): string {
  return `${JSON.stringify(buildOpenApiDocument(ALL_ROUTES, OPENAPI_INFO), null, 2)}\n`;
}

/** Every generated client file, keyed by path, from the given document text. */
export async function clientFiles(document: string): Promise<Map<string, string>> {
  const scratch = mkdtempSync(join(tmpdir(), 'onair-openapi-'));
  const schemaFile = join(scratch, 'openapi.json');
  writeFileSync(schemaFile, document);
  const files = new Map<string, string>();
  try {
    for (const group of API_GROUPS) {
      files.set(join(generatedDir, `${group}.ts`), HEADER + (await generateGroup(schemaFile, group)));
    }
    files.set(join(generatedDir, 'multipart-endpoints.ts'), HEADER + multipartEndpoints());
    files.set(
      join(generatedDir, 'index.ts'),
      HEADER + API_GROUPS.map((group) => `export * as ${group}Api from './${group}';`).join('\n') + '\n',
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return files;
}

/**
 * The endpoints whose body goes as multipart/form-data. The generator passes every body through as
 * it is, which fetch would send as JSON; the base query sends these as FormData (src/base-api.ts).
 */
function multipartEndpoints(): string {
  const names = ALL_ROUTES.filter((route) => route.bodyType === 'multipart').map((route) => `'${route.operationId}'`);
  return `export const MULTIPART_ENDPOINTS: ReadonlySet<string> = new Set([${names.join(', ')}]);\n`;
}

async function generateGroup(schemaFile: string, group: ApiGroup): Promise<string> {
  const hasRoutes = ALL_ROUTES.some((route) => route.group === group);
  if (!hasRoutes) {
    return `import { baseApi as api } from '../base-api';\n\n/** No ${group} endpoints are in the contract yet. */\nexport const ${group}Endpoints = api.injectEndpoints({ endpoints: () => ({}) });\n`;
  }
  const code = await generateEndpoints({
    schemaFile,
    apiFile: join(clientRoot, 'src/base-api.ts'),
    apiImport: 'baseApi',
    exportName: `${group}Endpoints`,
    prettierConfigFile: join(workspaceRoot, '.prettierrc.json'),
    filterEndpoints: (_name, definition) => (definition.operation.tags ?? []).includes(group),
    hooks: { queries: true, lazyQueries: true, mutations: true },
    // Cache tags are per resource, with ids, set by hand for each endpoint (src/cache-tags.ts).
    tag: false,
    encodePathParams: true,
  });
  if (typeof code !== 'string') throw new Error(`the generator returned nothing for ${group}`);
  // Without an output file the generator imports the api by absolute path; make it portable.
  const portable = code.replace(/from ['"][^'"]*\/base-api['"]/, "from '../base-api'");
  const converted = injectOnFirstUse(portable, group);
  return format(converted, { ...prettierOptions, parser: 'typescript' });
}

/** The repo's Prettier settings: the rewritten client is formatted as the generator's own output is. */
const prettierOptions: object = JSON.parse(readFileSync(join(workspaceRoot, '.prettierrc.json'), 'utf8'));

/**
 * The generator injects the group's endpoints and builds their hooks when the module is evaluated,
 * so the app paid for every group at start (issue 4). The injection is wrapped in lazyGroup and
 * each hook in lazyHook (src/lazy-group.ts): a group is injected when first used, and both are pure,
 * so the bundler drops the hooks nobody calls.
 */
function injectOnFirstUse(code: string, group: ApiGroup): string {
  const start = 'const injectedRtkApi = api.injectEndpoints(';
  const end = `});\nexport { injectedRtkApi as ${group}Endpoints };`;
  if (!code.includes(start) || !code.includes(end)) throw new Error(`the ${group} client's injection has a new shape`);
  const hooks = /\nexport const \{([^}]*)\} = injectedRtkApi;\n/.exec(code);
  if (!hooks?.[1]) throw new Error(`the ${group} client's hooks have a new shape`);
  const lazyHooks = hooks[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => `export const ${name} = /* @__PURE__ */ lazyHook(injectedRtkApi, '${name}');`)
    .join('\n');
  return code
    .replace("from '../base-api';", "from '../base-api';\nimport { lazyGroup, lazyHook } from '../lazy-group';")
    .replace(start, 'const injectedRtkApi = /* @__PURE__ */ lazyGroup(() =>\n  api.injectEndpoints(')
    .replace(end, `}),\n);\nexport { injectedRtkApi as ${group}Endpoints };`)
    .replace(hooks[0], `\n${lazyHooks}\n`);
}

export function readIfPresent(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}
