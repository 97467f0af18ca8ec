// The docs name only what exists (the issue "A house that stays easy to change", "Naming and docs"):
// docs/ARCHITECTURE.md's project table lists every Nx project with its tags, e2e/README.md lists every
// spec, and no relative Markdown link in the checked docs leads nowhere. The checks themselves are
// tested below on small made-up repositories, so a checker that found nothing would fail too.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  brokenLinks,
  checkedDocs,
  markdownLinks,
  projectTableProblems,
  repositoryProblems,
  specListProblems,
  type NxProject,
} from './docs-references';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('this repository', () => {
  it('names in its docs only projects, specs and files that exist, and every project and spec', () => {
    expect(repositoryProblems(ROOT)).toEqual([]);
  });
});

describe('markdownLinks', () => {
  it('finds inline links, images and reference definitions, with their lines, but none in code', () => {
    const markdown = [
      'See [the guide](docs/guide.md#setup) and ![logo](img/logo.png "Logo").',
      '`[not a link](inline-code.md)` and [a (parenthesised) name](a_(b).md).',
      '```md',
      '[in a fence](fenced.md)',
      '```',
      '[ref]: <notes/ref.md>',
      '[^1]: a footnote, not a link',
    ].join('\n');
    expect(markdownLinks(markdown)).toEqual([
      { text: 'the guide', target: 'docs/guide.md#setup', line: 1 },
      { text: 'logo', target: 'img/logo.png', line: 1 },
      { text: 'a (parenthesised) name', target: 'a_(b).md', line: 2 },
      { text: 'ref', target: 'notes/ref.md', line: 6 },
    ]);
  });
});

describe('brokenLinks', () => {
  const existing = new Set(['docs', 'docs/a.md', 'docs/b.md', 'libs', 'libs/x', 'libs/x/README.md', 'README.md']);
  const exists = (path: string) => existing.has(path);

  it('passes links to files and folders that exist, from the doc’s folder, without the anchor', () => {
    const markdown = '[b](b.md) [b, a part](b.md#part) [up](../libs/x) [self](./a.md?plain) [root](/README.md)';
    expect(brokenLinks('docs/a.md', markdown, exists)).toEqual([]);
  });

  it('leaves out URLs and anchors of the same page', () => {
    const markdown = '[site](https://example.com/x.md) [mail](mailto:a@b.c) [web](http://x) [here](#part)';
    expect(brokenLinks('docs/a.md', markdown, exists)).toEqual([]);
  });

  it('names the doc, its line, the link and the missing path', () => {
    const markdown = 'Fine: [b](b.md).\nGone: [the money doc](money.md#refunds) and [a lib](../libs/y/README.md).';
    expect(brokenLinks('docs/a.md', markdown, exists)).toEqual([
      'docs/a.md:2: the link [the money doc](money.md#refunds) points at docs/money.md, which does not exist',
      'docs/a.md:2: the link [a lib](../libs/y/README.md) points at libs/y/README.md, which does not exist',
    ]);
  });

  it('refuses a link that leaves the repository', () => {
    expect(brokenLinks('README.md', '[elsewhere](../shared/ARCHITECTURE.md)', exists)).toEqual([
      'README.md:1: the link [elsewhere](../shared/ARCHITECTURE.md) leads outside the repository',
    ]);
  });
});

describe('projectTableProblems', () => {
  const projects: NxProject[] = [
    { name: 'api', projectJson: 'apps/api/project.json', tags: ['scope:server', 'type:app'] },
    { name: 'member', projectJson: 'libs/member/project.json', tags: ['scope:web', 'type:feature'] },
  ];
  const doc = (rows: string[]) =>
    ['## Projects', '', '| project | folder | tags |', '|---|---|---|', ...rows, '', 'Text after.'].join('\n');

  it('passes a table that names every project with its tags, in any order, links and backticks allowed', () => {
    const markdown = doc([
      '| `member` | [libs/member](../libs/member) | type:feature, scope:web |',
      '| api | apps/api | `scope:server`, `type:app` |',
    ]);
    expect(projectTableProblems('docs/ARCHITECTURE.md', markdown, projects)).toEqual([]);
  });

  it('names a missing project, a project that is gone and tags that differ', () => {
    const markdown = doc(['| api | apps/api | scope:server, type:feature |', '| player | libs/player | scope:web |']);
    expect(projectTableProblems('docs/ARCHITECTURE.md', markdown, projects)).toEqual([
      "docs/ARCHITECTURE.md's project table gives api the tags [scope:server, type:feature]; apps/api/project.json has [scope:server, type:app]",
      "docs/ARCHITECTURE.md's project table does not name the Nx project member (libs/member/project.json)",
      "docs/ARCHITECTURE.md's project table names player, which no project.json defines",
    ]);
  });

  it('says so when there is no project table at all', () => {
    expect(projectTableProblems('docs/ARCHITECTURE.md', '| tag | may import |\n|---|---|', projects)).toEqual([
      'docs/ARCHITECTURE.md has no project table (a table whose header starts "| project |" with a "tags" column)',
    ]);
  });
});

describe('specListProblems', () => {
  const readme = (entries: string[]) =>
    [
      '# e2e',
      '',
      'Run one: `npx playwright test e2e/src/home.spec.ts`.',
      '',
      '## Specs',
      '',
      ...entries,
      '',
      '## Results',
      '',
      'Nothing here lists a spec.',
    ].join('\n');

  it('passes when every spec is an entry of the Specs section', () => {
    const markdown = readme(['- `home.spec.ts` (@brands): the home page.', '- `chat.spec.ts`: chat.']);
    expect(specListProblems('e2e/README.md', markdown, ['chat.spec.ts', 'home.spec.ts'])).toEqual([]);
  });

  it('names a spec left out of the list (a mention elsewhere does not count) and a listed spec that is gone', () => {
    const markdown = readme(['- `chat.spec.ts`: chat.', '- `gone.spec.ts`: was deleted.']);
    expect(specListProblems('e2e/README.md', markdown, ['chat.spec.ts', 'home.spec.ts'])).toEqual([
      'e2e/README.md does not list the spec e2e/src/home.spec.ts under "## Specs"',
      'e2e/README.md names the spec gone.spec.ts, which is not in e2e/src',
    ]);
  });
});

describe('repositoryProblems on a made-up repository', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'onair-docs-references-'));
    write('libs/ui/project.json', JSON.stringify({ name: 'ui', tags: ['scope:web', 'type:ui'] }));
    write('libs/ui/README.md', 'Tokens: [theme](src/theme.css). Rules: [architecture](../../docs/ARCHITECTURE.md).');
    write('libs/ui/src/theme.css', '');
    write('node_modules/dep/project.json', JSON.stringify({ name: 'not-ours' }));
    write('node_modules/dep/README.md', '[never read](nowhere.md)');
    write('e2e/project.json', JSON.stringify({ name: 'e2e', tags: ['scope:e2e', 'type:e2e'] }));
    write('e2e/src/home.spec.ts', '');
    write('e2e/README.md', '## Specs\n\n- `home.spec.ts`: the home page.\n');
    write(
      'docs/ARCHITECTURE.md',
      '| project | tags |\n|---|---|\n| ui | scope:web, type:ui |\n| e2e | scope:e2e, type:e2e |\n',
    );
    write('README.md', 'See [the UI](libs/ui/README.md) and [the specs](e2e/README.md#specs).');
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('finds nothing wrong when the docs match, and skips node_modules', () => {
    expect(repositoryProblems(root)).toEqual([]);
  });

  it('finds a new project, a new spec and a broken link, each naming its doc', () => {
    write('libs/player/project.json', JSON.stringify({ name: 'player', tags: ['scope:web', 'type:feature'] }));
    write('e2e/src/live.spec.ts', '');
    write('libs/ui/README.md', 'Tokens: [theme](src/theme.css). Stories: [stories](src/stories/index.md).');
    expect(repositoryProblems(root)).toEqual([
      "docs/ARCHITECTURE.md's project table does not name the Nx project player (libs/player/project.json)",
      'e2e/README.md does not list the spec e2e/src/live.spec.ts under "## Specs"',
      'libs/ui/README.md:1: the link [stories](src/stories/index.md) points at libs/ui/src/stories/index.md, which does not exist',
    ]);
  });

  it('checks the READMEs and docs the issue names, and no other Markdown', () => {
    expect(
      checkedDocs([
        'README.md',
        'docs/a.md',
        'docs/deep/b.md',
        'e2e/README.md',
        'e2e/src/support/README.md',
        'bench/README.md',
        'bench/gifts/NOTES.md',
        'tools/jest/README.md',
        'apps/api/src/money-storm/README.md',
        'libs/server/ledger/README.md',
        'libs/ui/CHANGELOG.md',
      ]),
    ).toEqual([
      'README.md',
      'apps/api/src/money-storm/README.md',
      'bench/README.md',
      'docs/a.md',
      'docs/deep/b.md',
      'e2e/README.md',
      'libs/server/ledger/README.md',
      'tools/jest/README.md',
    ]);
  });
});
