// What the tests need from the operating system: Debian's Chromium (e2e) and ffmpeg (test streams),
// CJK fonts so Korean renders in screenshots, and HAProxy with OpenSSL for the front of
// `npm run start:cluster` and its fault test, and PostgreSQL's server programs with pgBackRest for the
// backup drill (docs/deploy.md, "Backups"). Installed when missing, as
// `playwright install --with-deps` would, since nothing may be downloaded outside the registries.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

/** initdb of some installed PostgreSQL major version (Debian keeps each under /usr/lib/postgresql/N). */
const hasPostgresServer = () =>
  existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').some((version) => existsSync(`/usr/lib/postgresql/${version}/bin/initdb`));

const REQUIRED = [
  { name: 'chromium', present: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'), packages: ['chromium'] },
  { name: 'ffmpeg', present: () => spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0, packages: ['ffmpeg'] },
  { name: 'Korean fonts', present: () => existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'), packages: ['fonts-noto-cjk'] },
  { name: 'haproxy', present: () => spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0, packages: ['haproxy'] },
  { name: 'openssl', present: () => spawnSync('openssl', ['version'], { stdio: 'ignore' }).status === 0, packages: ['openssl'] },
  { name: 'postgresql', present: () => Boolean(process.env.PG_BINDIR) || hasPostgresServer(), packages: ['postgresql'] },
  { name: 'pgbackrest', present: () => spawnSync('pgbackrest', ['version'], { stdio: 'ignore' }).status === 0, packages: ['pgbackrest'] },
];

/**
 * Installs what is missing of `names` (every requirement when not given) from Debian's packages,
 * or throws the apt-get line to run where this process cannot (not root, or no apt-get).
 * @param {string[]} [names] e.g. ['haproxy', 'openssl'] for start:cluster
 * @param {string} [who] what needs them, for the message
 */
export function ensureSystemPackages(names, who = 'The tests') {
  const wanted = names ? REQUIRED.filter((requirement) => names.includes(requirement.name)) : REQUIRED;
  const missing = wanted.filter((requirement) => !requirement.present());
  if (missing.length === 0) return;
  const packages = missing.flatMap((requirement) => requirement.packages);
  const missingNames = missing.map((requirement) => requirement.name).join(', ');
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!hasApt || !isRoot) {
    throw new Error(
      `${who} ${who === 'The tests' ? 'need' : 'needs'} ${missingNames}. Install them with: sudo apt-get install -y ${packages.join(' ')}` +
        (hasApt ? '' : ' (or your system package manager; set CHROMIUM_PATH if Chromium lives elsewhere)'),
    );
  }
  console.log(`Installing ${missingNames} from Debian's packages (${packages.join(' ')})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
  const stillMissing = wanted.filter((requirement) => !requirement.present()).map((requirement) => requirement.name);
  if (stillMissing.length > 0) throw new Error(`Still missing after apt-get install: ${stillMissing.join(', ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureSystemPackages();
