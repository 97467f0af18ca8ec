// What the docs name must exist: every Nx project is in docs/ARCHITECTURE.md's project table (with
// its tags), every e2e spec is in e2e/README.md's Specs list (and nothing else is), and every
// relative Markdown link leads to a file or folder. Each check answers one readable line per
// problem, naming the doc and the missing thing; the repo-wide test expects none.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

/** Folders never walked: installed packages, build output, caches and anything hidden. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report', 'tmp']);

/** Every file under `dir` (a path relative to `root`, '' for the root) as a POSIX path relative to `root`. */
export function filesUnder(root: string, dir = ''): string[] {
  const absolute = join(root, dir);
  if (!existsSync(absolute)) return [];
  const found: string[] = [];
  for (const entry of readdirSync(absolute, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) found.push(...filesUnder(root, path));
    } else if (entry.isFile()) {
      found.push(path);
    }
  }
  return found;
}

export type NxProject = { name: string; projectJson: string; tags: string[] };

/** The Nx projects: one per project.json, named by its `name` (else its folder), with its tags. */
export function nxProjects(root: string, files: string[] = filesUnder(root)): NxProject[] {
  return files
    .filter((path) => posix.basename(path) === 'project.json')
    .map((projectJson) => {
      const config = JSON.parse(readFileSync(join(root, projectJson), 'utf8')) as { name?: string; tags?: string[] };
      const folder = posix.dirname(projectJson);
      return {
        name: config.name ?? (folder === '.' ? posix.basename(root) : posix.basename(folder)),
        projectJson,
        tags: config.tags ?? [],
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The Markdown files whose links are checked: README.md, docs/**, e2e/README.md, bench/README.md and
 * the READMEs under tools, apps and libs.
 */
export function checkedDocs(files: string[]): string[] {
  return files
    .filter(
      (path) =>
        path === 'README.md' ||
        path === 'e2e/README.md' ||
        path === 'bench/README.md' ||
        (path.startsWith('docs/') && path.endsWith('.md')) ||
        (/^(tools|apps|libs)\//.test(path) && posix.basename(path) === 'README.md'),
    )
    .sort();
}

/** The text with fenced code blocks and inline code blanked out (line breaks kept), so code is never read as a link. */
export function withoutCode(text: string): string {
  const blank = (code: string) => code.replace(/[^\n]/g, ' ');
  return text
    .replace(/^[ \t]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^[ \t]*\1[^\n]*$|(?![\s\S]))/gm, blank)
    .replace(/(`+)(?:[^\n]|\n(?![ \t]*\n))*?[^`]\1(?!`)/g, blank);
}

export type MarkdownLink = { text: string; target: string; line: number };

/** Inline links and images `[text](target "title")` and reference definitions `[label]: target`, outside code. */
export function markdownLinks(markdown: string): MarkdownLink[] {
  const text = withoutCode(markdown);
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  const unwrap = (target: string) => (target.startsWith('<') && target.endsWith('>') ? target.slice(1, -1) : target);
  const links: MarkdownLink[] = [];
  const inline =
    /\[((?:[^[\]\n]|\[[^\]\n]*\])*)\]\(\s*(<[^>\n]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(?:\s+(?:"[^"\n]*"|'[^'\n]*'))?\s*\)/g;
  for (const match of text.matchAll(inline)) {
    links.push({ text: match[1] ?? '', target: unwrap(match[2] ?? ''), line: lineOf(match.index) });
  }
  for (const match of text.matchAll(/^ {0,3}\[(?!\^)([^\]\n]+)\]:[ \t]*(<[^>\n]*>|\S+)/gm)) {
    links.push({ text: match[1] ?? '', target: unwrap(match[2] ?? ''), line: lineOf(match.index) });
  }
  return links.sort((a, b) => a.line - b.line);
}

/** A link into the repository: not a URL of any scheme (http, https, mailto, …), not only an #anchor. */
export function isRelativeLink(target: string): boolean {
  return target !== '' && !target.startsWith('#') && !target.startsWith('//') && !/^[a-z][a-z0-9+.-]*:/i.test(target);
}

/**
 * The relative links of one doc that lead nowhere. `doc` is the doc's path from the repo root;
 * `exists` answers for a path from the root (file or folder). A link resolves from the doc's folder
 * (from the root when it starts with `/`, as on GitHub), without its #anchor or ?query.
 */
export function brokenLinks(doc: string, markdown: string, exists: (path: string) => boolean): string[] {
  const problems: string[] = [];
  for (const { text, target, line } of markdownLinks(markdown)) {
    if (!isRelativeLink(target)) continue;
    let file = target.replace(/[?#].*$/, '');
    if (file === '') continue;
    try {
      file = decodeURIComponent(file);
    } catch {
      // Kept as written: a stray % names a file with a % in it.
    }
    const path = posix.normalize(file.startsWith('/') ? file.slice(1) : posix.join(posix.dirname(doc), file));
    const where = `${doc}:${line}: the link [${text.trim()}](${target})`;
    if (path === '..' || path.startsWith('../')) {
      problems.push(`${where} leads outside the repository`);
    } else if (!exists(path.replace(/\/$/, '') || '.')) {
      problems.push(`${where} points at ${path}, which does not exist`);
    }
  }
  return problems;
}

const cellsOf = (row: string) =>
  row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());

/** A cell's plain words: without backticks, and a link reduced to its text. */
const plain = (cell: string) =>
  cell
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .trim();

/** The table whose header starts with `project` and has a `tags` column: project name → tags as written. */
export function projectTable(markdown: string): Map<string, string[]> | undefined {
  const lines = markdown.split('\n');
  for (let index = 0; index + 1 < lines.length; index += 1) {
    const header = (lines[index] ?? '').trim().startsWith('|') ? cellsOf(lines[index] ?? '').map(plain) : [];
    const tagsColumn = header.findIndex((cell) => cell.toLowerCase() === 'tags');
    if (header[0]?.toLowerCase() !== 'project' || tagsColumn < 0) continue;
    const table = new Map<string, string[]>();
    for (const row of lines.slice(index + 2)) {
      if (!row.trim().startsWith('|')) break;
      const cells = cellsOf(row);
      const name = plain(cells[0] ?? '');
      const tags = plain(cells[tagsColumn] ?? '')
        .split(/[\s,]+/)
        .filter(Boolean);
      if (name !== '') table.set(name, tags);
    }
    return table;
  }
  return undefined;
}

/** What the project table of `doc` gets wrong about `projects`: missing, unknown or differently tagged ones. */
export function projectTableProblems(doc: string, markdown: string, projects: NxProject[]): string[] {
  const table = projectTable(markdown);
  if (!table) return [`${doc} has no project table (a table whose header starts "| project |" with a "tags" column)`];
  const problems: string[] = [];
  const byName = new Map(projects.map((project) => [project.name, project]));
  for (const project of projects) {
    const listed = table.get(project.name);
    if (!listed) {
      problems.push(`${doc}'s project table does not name the Nx project ${project.name} (${project.projectJson})`);
      continue;
    }
    const [want, have] = [[...project.tags].sort(), [...listed].sort()];
    if (want.join(', ') !== have.join(', ')) {
      problems.push(
        `${doc}'s project table gives ${project.name} the tags [${have.join(', ')}]; ${project.projectJson} has [${want.join(', ')}]`,
      );
    }
  }
  for (const name of table.keys()) {
    if (!byName.has(name)) problems.push(`${doc}'s project table names ${name}, which no project.json defines`);
  }
  return problems;
}

/** The text of a `## heading` section, up to the next heading of level 1 or 2. */
export function section(markdown: string, heading: string): string | undefined {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === `## ${heading}`);
  if (start < 0) return undefined;
  const end = lines.findIndex((line, index) => index > start && /^#{1,2} /.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

const SPEC_NAME = /(?<![\w./-])((?:[\w-]+\/)*\w[\w.-]*\.spec\.ts)(?![\w.-])/g;

/** A spec as named in the e2e README, relative to e2e/src (`e2e/src/a.spec.ts` and `src/a.spec.ts` are `a.spec.ts`). */
const specPath = (name: string) => name.replace(/^(?:e2e\/)?src\//, '');

/**
 * What the e2e README gets wrong about `specs` (paths relative to e2e/src): a spec that is not an
 * entry of its "Specs" section (a bullet that starts with its name), or a spec named anywhere in it
 * that does not exist.
 */
export function specListProblems(doc: string, markdown: string, specs: string[]): string[] {
  const list = section(markdown, 'Specs');
  if (list === undefined) return [`${doc} has no "## Specs" section`];
  const entries = new Set(
    [...list.matchAll(/^\s*[-*] `([^`]+\.spec\.ts)`/gm)].map((match) => specPath(match[1] ?? '')),
  );
  const problems = specs
    .filter((spec) => !entries.has(spec))
    .map((spec) => `${doc} does not list the spec e2e/src/${spec} under "## Specs"`);
  const named = new Set([...markdown.matchAll(SPEC_NAME)].map((match) => specPath(match[1] ?? '')));
  for (const name of [...named].sort()) {
    if (!specs.includes(name)) problems.push(`${doc} names the spec ${name}, which is not in e2e/src`);
  }
  return problems;
}

/** Every problem of the repository at `root`; empty when the docs name only what exists. */
export function repositoryProblems(root: string): string[] {
  const files = filesUnder(root);
  const read = (path: string) => readFileSync(join(root, path), 'utf8');
  const exists = (path: string) => existsSync(join(root, path));
  const problems: string[] = [];

  const architecture = 'docs/ARCHITECTURE.md';
  if (exists(architecture))
    problems.push(...projectTableProblems(architecture, read(architecture), nxProjects(root, files)));
  else problems.push(`${architecture} does not exist`);

  const e2eReadme = 'e2e/README.md';
  const specs = files
    .filter((path) => path.startsWith('e2e/src/') && path.endsWith('.spec.ts'))
    .map((path) => path.slice('e2e/src/'.length));
  if (exists(e2eReadme)) problems.push(...specListProblems(e2eReadme, read(e2eReadme), specs));
  else problems.push(`${e2eReadme} does not exist`);

  for (const doc of checkedDocs(files)) problems.push(...brokenLinks(doc, read(doc), exists));
  return problems;
}
