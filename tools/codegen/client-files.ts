import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { generateEndpoints } from '@rtk-query/codegen-openapi';
import { format } from 'prettier';
import {
  ALL_ROUTES,
  API_GROUPS,
  OPENAPI_INFO,
  buildOpenApiDocument,
  type ApiGroup,
  type RouteContract,
} from '@onair/contracts';

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
      for (const [path, text] of await generateGroup(schemaFile, group)) files.set(path, text);
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

async function generateGroup(schemaFile: string, group: ApiGroup): Promise<Map<string, string>> {
  const endpointsFile = join(generatedDir, `${group}-endpoints.ts`);
  const hooksFile = join(generatedDir, `${group}.ts`);
  const routes = ALL_ROUTES.filter((route) => route.group === group);
  if (routes.length === 0) {
    const empty = `import { lazyApi } from '../lazy-api';\n\n/** No ${group} endpoints are in the contract yet. */\nexport const ${group}Endpoints = lazyApi.injectEndpoints({ endpoints: () => ({}) });\n`;
    return new Map([
      [endpointsFile, HEADER + empty],
      [hooksFile, HEADER + `export * from './${group}-endpoints';\n`],
    ]);
  }
  const code = await generateEndpoints({
    schemaFile,
    // Without an outputFile the generator takes apiFile as the import path as it is.
    apiFile: '../lazy-api',
    apiImport: 'lazyApi',
    exportName: `${group}Endpoints`,
    prettierConfigFile: join(workspaceRoot, '.prettierrc.json'),
    filterEndpoints: (_name, definition) => (definition.operation.tags ?? []).includes(group),
    // The hooks are written here (groupHooks), each pure, so the bundler drops those nobody calls.
    hooks: false,
    // Cache tags are per resource, with ids, set by hand for each endpoint (src/cache-tags.ts).
    tag: false,
    encodePathParams: true,
  });
  if (typeof code !== 'string') throw new Error(`the generator returned nothing for ${group}`);
  const hooks = await format(groupHooks(group, routes), { ...prettierOptions, parser: 'typescript' });
  return new Map([
    [endpointsFile, HEADER + code],
    [hooksFile, HEADER + hooks],
  ]);
}

/** The repo's Prettier settings: the hooks file is formatted as the generator's own output is. */
const prettierOptions: object = JSON.parse(readFileSync(join(workspaceRoot, '.prettierrc.json'), 'utf8'));

/**
 * The group's module: its endpoints and types, and one hook per endpoint, named as the generator
 * names them (use, the operation, Query or Mutation; useLazy for a query's lazy hook). Each hook is
 * resolved on its first call (src/lazy-group.ts), so importing hooks injects nothing; a wrong name
 * fails the type check, as lazyHook only takes the group's own keys.
 */
function groupHooks(group: ApiGroup, routes: readonly RouteContract[]): string {
  const names = routes.flatMap((route) => {
    if (!/^[a-z][A-Za-z0-9]*$/.test(route.operationId)) {
      throw new Error(`${route.operationId}: an operationId the generator would rename; give it a camelCase one`);
    }
    const operation = route.operationId.charAt(0).toUpperCase() + route.operationId.slice(1);
    return route.method.toUpperCase() === 'GET'
      ? [`use${operation}Query`, `useLazy${operation}Query`]
      : [`use${operation}Mutation`];
  });
  const endpoints = `${group}Endpoints`;
  return [
    `import { lazyHook } from '../lazy-group';`,
    `import { ${endpoints} } from './${group}-endpoints';`,
    '',
    `export * from './${group}-endpoints';`,
    '',
    ...names.map((name) => `export const ${name} = /* @__PURE__ */ lazyHook(${endpoints}, '${name}');`),
    '',
  ].join('\n');
}

export function readIfPresent(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}
