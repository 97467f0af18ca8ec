// The API's inner boundary (docs/ARCHITECTURE.md, "Inside the API"): apps/api/src is platform/,
// which every module may use, and modules/<name>/, one folder per domain whose index.ts is its only
// public surface. Nx's rule sees projects, not folders, so this rule draws the line inside the app.
import path from 'node:path';

const API_SRC = 'apps/api/src/';

/** Test code: a *.test.ts file or anything under a testing/ folder. */
const isTestPath = (inner) => /(^|\/)testing\//.test(inner) || /\.test\.tsx?$/.test(inner);

/**
 * Where a workspace-relative path sits in the API: platform, a module (with its name and the path
 * inside it), the composition root (app.ts, main.ts), or the whole-app tests and helpers.
 */
export function apiPartOf(workspacePath) {
  const normal = workspacePath.split(path.sep).join('/');
  if (!normal.startsWith(API_SRC)) return null;
  const inner = normal.slice(API_SRC.length);
  const test = isTestPath(inner);
  const module = /^modules\/([^/]+)(?:\/(.*))?$/.exec(inner);
  if (module) return { kind: 'module', name: module[1], inside: module[2] ?? '', test };
  if (inner.startsWith('platform/')) return { kind: 'platform', test };
  const root = /^(app|main)(\.ts)?$/.test(inner);
  return { kind: 'outside', test: !root, root };
}

/** A module's entry point: the folder itself or its index file. */
const isEntryPoint = (inside) => inside === '' || /^index(\.ts)?$/.test(inside);

/** Why an import from `from` to `to` crosses the boundary, or null when it may. */
export function boundaryProblem(from, to) {
  if (!from || !to) return null;
  // The composition root registers modules through their entry points; whole-app tests go anywhere.
  if (from.kind === 'outside')
    return from.root && to.kind === 'module' && !isEntryPoint(to.inside) ? 'moduleInternals' : null;
  if (!from.test && (to.kind === 'outside' || to.test)) return 'testCode';
  if (from.kind === 'platform' && to.kind === 'module' && !from.test) return 'platformImportsModule';
  if (from.kind === 'module' && to.kind === 'module' && to.name !== from.name) {
    if (isEntryPoint(to.inside)) return null;
    // Tests may also use another module's test kit (its testing/ folder).
    if (from.test && /^testing\//.test(to.inside)) return null;
    return 'moduleInternals';
  }
  return null;
}

export const apiModuleBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: "Keeps apps/api's platform free of modules and each module's insides private behind its index.ts.",
    },
    schema: [],
    messages: {
      platformImportsModule:
        'platform/ may not import a module ({{target}}): a module registers with the platform, never the reverse.',
      moduleInternals:
        "A module imports another only through its index.ts: import from '{{entry}}' instead of {{target}}.",
      testCode: 'Production code may not import test code or the composition root ({{target}}).',
    },
  },
  create(context) {
    const root = context.cwd;
    const from = apiPartOf(path.relative(root, context.filename));
    if (!from || (from.kind === 'outside' && !from.root)) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
        return;
      const target = path.relative(root, path.resolve(path.dirname(context.filename), source.value));
      const to = apiPartOf(target);
      const problem = boundaryProblem(from, to);
      if (!problem) return;
      const entry =
        to.kind === 'module'
          ? path.relative(path.dirname(context.filename), path.join(root, API_SRC, 'modules', to.name, 'index'))
          : '';
      context.report({
        node: source,
        messageId: problem,
        data: {
          target: target.split(path.sep).join('/').slice(API_SRC.length),
          entry: entry.startsWith('.') ? entry : `./${entry}`,
        },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
