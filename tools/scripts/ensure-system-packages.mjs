// What the tests need from the operating system: Debian's Chromium (e2e) and ffmpeg (test streams),
// plus CJK fonts so Korean renders in screenshots. Installed when missing, as
// `playwright install --with-deps` would, since nothing may be downloaded outside the registries.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const REQUIRED = [
  { name: 'chromium', present: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'), packages: ['chromium'] },
  { name: 'ffmpeg', present: () => spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0, packages: ['ffmpeg'] },
  { name: 'Korean fonts', present: () => existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'), packages: ['fonts-noto-cjk'] },
];

/** Installs what is missing of the system packages named in `names` (all of them by default). */
export function ensureSystemPackages({ names } = {}) {
  const wanted = names ? REQUIRED.filter((requirement) => names.includes(requirement.name)) : REQUIRED;
  const missing = wanted.filter((requirement) => !requirement.present());
  if (missing.length === 0) return;
  const packages = missing.flatMap((requirement) => requirement.packages);
  const names = missing.map((requirement) => requirement.name).join(', ');
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!hasApt || !isRoot) {
    throw new Error(
      `OnAir needs ${names}. Install them with: sudo apt-get install -y ${packages.join(' ')}` +
        (hasApt ? '' : ' (or your system package manager; set CHROMIUM_PATH if Chromium lives elsewhere)'),
    );
  }
  console.log(`Installing ${names} from Debian's packages (${packages.join(' ')})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
  const stillMissing = missing.filter((requirement) => !requirement.present()).map((requirement) => requirement.name);
  if (stillMissing.length > 0) throw new Error(`Still missing after apt-get install: ${stillMissing.join(', ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureSystemPackages();
