// One naming style per kind of file (docs/ARCHITECTURE.md, "File names"): a React component's
// .tsx file is PascalCase, like the component it exports; every other module is kebab-case.
import { execFileSync } from 'node:child_process';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const SOURCE = /\.(?:ts|tsx|mts|mjs)$/;
/** Written by a generator whose names we do not choose. */
const GENERATED = /\/generated\//;

/** The name before its first dot: `use-follow` of `use-follow.test.ts`. */
const stemOf = (path: string) => (path.split('/').pop() ?? '').split('.')[0] ?? '';

/** Why one path breaks the style, or null when it keeps it. */
export function nameProblem(path: string): string | null {
  if (!SOURCE.test(path) || GENERATED.test(path)) return null;
  const stem = stemOf(path);
  if (KEBAB.test(stem)) return null;
  if (PASCAL.test(stem) && path.endsWith('.tsx')) return null;
  return PASCAL.test(stem)
    ? `${path}: PascalCase is for React component files (.tsx); name this module kebab-case`
    : `${path}: name it kebab-case (${stem.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()})`;
}

/** Every tracked source file of the workspace that breaks the style. */
export function repositoryNameProblems(root: string): string[] {
  const tracked = execFileSync('git', ['ls-files', 'apps', 'libs', 'tools', 'e2e', 'bench'], {
    cwd: root,
    encoding: 'utf8',
  });
  return tracked
    .split('\n')
    .filter(Boolean)
    .map(nameProblem)
    .filter((problem): problem is string => problem !== null);
}
