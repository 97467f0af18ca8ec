// Which API module uses which, read from the production code's relative imports; the boundary test
// holds this graph free of cycles (docs/ARCHITECTURE.md, "Inside the API").
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiPartOf } from './api-boundaries.mjs';

const IMPORT = /(?:^|\s)(?:import|export)\s[^'"]*?from\s*'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name)) yield full;
  }
}

/** Module name -> the other modules its production files import. */
export function apiModuleGraph(workspaceRoot) {
  const graph = new Map();
  for (const file of sourceFiles(path.join(workspaceRoot, 'apps/api/src/modules'))) {
    const from = apiPartOf(path.relative(workspaceRoot, file));
    if (!from || from.kind !== 'module' || from.test) continue;
    const uses = graph.get(from.name) ?? new Set();
    graph.set(from.name, uses);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = path.relative(workspaceRoot, path.resolve(path.dirname(file), match[1] ?? match[2]));
      const to = apiPartOf(target);
      if (to?.kind === 'module' && to.name !== from.name) uses.add(to.name);
    }
  }
  return graph;
}

/** One cycle in the graph as a path that returns to its start, or null when there is none. */
export function findCycle(graph) {
  const state = new Map();
  const trail = [];
  const visit = (name) => {
    state.set(name, 'open');
    trail.push(name);
    for (const next of graph.get(name) ?? []) {
      if (state.get(next) === 'open') return [...trail.slice(trail.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    trail.pop();
    state.set(name, 'done');
    return null;
  };
  for (const name of [...graph.keys()].sort()) {
    if (state.has(name)) continue;
    const found = visit(name);
    if (found) return found;
  }
  return null;
}
