#!/usr/bin/env node
// Lighthouse accessibility of the operator console's main screens (issue 25: at least 95 each),
// signed in as a super-admin, printed per screen with what each missed. Not part of npm test.
//
//   npm run lighthouse:console                       starts its own API (demo data, a throw-away
//                                                    PGlite directory) and `vite preview` of the
//                                                    built console (build api and admin first)
//   npm run lighthouse:console -- --screenshots DIR  also saves each screen at 1440 and 1024 px
//                                                    wide, in Korean and in English, to DIR
//   CONSOLE_URL=… CONSOLE_LOGIN=… CONSOLE_PASSWORD=… CONSOLE_OTPAUTH=otpauth://… npm run lighthouse:console
//                                                    uses a running console and an enrolled super-admin
//
// Each screen is measured in Lighthouse's snapshot mode: the page is loaded and, for a report or an
// inquiry, its dialog opened, as staff see it; then the accessibility audits run on that page.
// Drives the system Chromium, as the e2e tests do (CHROMIUM_PATH, else /usr/bin/chromium).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { snapshot } from 'lighthouse';
import { generateSync } from 'otplib';
import puppeteer from 'puppeteer-core';

const ROOT = resolve(import.meta.dirname, '../..');
const GOAL = 95;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const option = (name) => (process.argv.includes(name) ? (process.argv[process.argv.indexOf(name) + 1] ?? '') : null);
const screenshotsAt = option('--screenshots') === null ? null : resolve(option('--screenshots') || 'console-screenshots');
/** `--screens staff,audit` measures only those (a screen's name as printed). */
const onlyScreens = option('--screens')?.split(',') ?? null;
/** `--no-lighthouse` with `--screenshots` only takes the pictures. */
const measure = !process.argv.includes('--no-lighthouse');

/** A 64×40 grey PNG: the bankbook copy and the inquiry's attachment of the sample data. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAIAAADBrGu+AAAAR0lEQVR4nO3PMQ0AMAzAsPJHM4gFscOqFCNI5h03OuBXA1oDWgNaA1oDWgNaA1oDWgNaA1oDWgNaA1oDWgNaA1oDWgNaA9oC1/qhLagGSe8AAAAASUVORK5CYII=',
  'base64',
);

const freePort = () =>
  new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

const children = [];
function start(name, args, env) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk) => (output = (output + chunk.toString()).slice(-10_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  children.push(child);
  return { name, child, output: () => output };
}

async function waitFor({ name, child, output }, url) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}) before ${url} answered:\n${output()}`);
    const answer = await fetch(url, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
    if (answer && answer.status < 500) return;
    await new Promise((done) => setTimeout(done, 300));
  }
  throw new Error(`${url} did not answer within 120 s:\n${output()}`);
}

function stopAll() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
}

/** The API on a fresh PGlite directory with the demo data, its first super-admin, and the built console's preview. */
async function startStack() {
  const dataDir = mkdtempSync(join(tmpdir(), 'onair-lighthouse-'));
  const [apiPort, consolePort] = [await freePort(), await freePort()];
  const databaseEnv = { DATA_DIR: dataDir, DATABASE_URL: '' };
  const made = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/api/src/modules/admin/create-staff-cli.ts',
      '--login',
      'lighthouse.admin',
      '--role',
      'super-admin',
      '--name',
      '접근성 점검',
    ],
    { cwd: ROOT, env: { ...process.env, ...databaseEnv, LOG_LEVEL: 'warn' }, encoding: 'utf8' },
  );
  const password = /Password\s+(\S+)/.exec(made.stdout)?.[1];
  const otpauthUri = /Authenticator\s+(otpauth:\/\/\S+)/.exec(made.stdout)?.[1];
  if (made.status !== 0 || !password || !otpauthUri) throw new Error(`admin:create failed:\n${made.stdout}\n${made.stderr}`);
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const api = start('api', ['dist/apps/api/main.js'], {
    ...databaseEnv,
    PORT: String(apiPort),
    BRAND: 'onair',
    DEMO_SEED: '1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    RATE_LIMIT_SCALE: '1000',
    API_PUBLIC_URL: apiUrl,
  });
  const consoleApp = start(
    'admin',
    ['node_modules/vite/bin/vite.js', 'preview', '--configLoader', 'runner', '-c', 'apps/admin/vite.config.ts'],
    { ADMIN_PORT: String(consolePort), API_URL: apiUrl },
  );
  await Promise.all([waitFor(api, `${apiUrl}/api/health`), waitFor(consoleApp, `http://localhost:${consolePort}/`)]);
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  return {
    consoleUrl: `http://localhost:${consolePort}`,
    apiUrl,
    admin: { login: 'lighthouse.admin', password, otpauthUri, fresh: true },
  };
}

const STEP_S = 30;
const codeAt = (otpauthUri, step) =>
  generateSync({ secret: new URL(otpauthUri).searchParams.get('secret') ?? '', epoch: step * STEP_S });

/**
 * Something in each queue, as a member leaves it: an inquiry with a picture, a report of a channel
 * and a payout account change, by the demo viewer of onair.
 */
async function seedQueues(apiUrl) {
  const headers = { 'x-site-code': 'onair' };
  const signedIn = await fetch(`${apiUrl}/v2/api/auth/signin`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: 'demoviewer', password: 'onair1234!', loginKeep: false }),
  });
  if (!signedIn.ok) throw new Error(`the demo viewer's sign-in answered ${signedIn.status}`);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const post = async (path, fields, file) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (file) form.append(file, new Blob([PNG], { type: 'image/png' }), `${file}.png`);
    const answer = await fetch(`${apiUrl}${path}`, { method: 'POST', headers: { ...headers, cookie }, body: form });
    if (answer.status !== 201) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
  };
  await post('/api/cs/inquiry-write', { category: '2', title: '충전 내역 문의', content: '충전이 두 번 결제되었습니다.' }, 'attachment');
  await post('/api/cs/declaration-post', { targetType: 'channel', targetId: '1', reason: '3', content: '방송 제목이 광고입니다.' });
  await post(
    '/api/cs/accountChange',
    { bank_code: '088', bank_account: '110123456789', bank_holder_name: '시청자1호' },
    'bankbook',
  );
}

/** Signs the browser in: the command's account enrols with one code and signs in with the next step's. */
async function signIn(page, consoleUrl, admin) {
  const step = Math.floor(Date.now() / 1000 / STEP_S);
  const call = (path, code) =>
    page.evaluate(
      async (path, body) =>
        (await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status,
      path,
      JSON.stringify({ login: admin.login, password: admin.password, code }),
    );
  await page.goto(`${consoleUrl}/sign-in`);
  if (admin.fresh) {
    const enrolled = await call('/api/admin/enrolment', codeAt(admin.otpauthUri, step));
    if (enrolled !== 200 && enrolled !== 409) throw new Error(`enrolment answered ${enrolled}`);
  }
  const signed = await call('/api/admin/session', codeAt(admin.otpauthUri, step + 1));
  if (signed !== 200) throw new Error(`sign-in answered ${signed}`);
}

/** Opens a row's dialog: the first button in the table's body (보기, 열기). */
const openFirstRow = async (page) => {
  await page.waitForSelector('table tbody button', { timeout: 15_000 });
  await page.click('table tbody button');
  await page.waitForSelector('[role="dialog"]', { visible: true });
};

const SCREENS = [
  { name: 'sign-in', path: '/sign-in', signedIn: false },
  { name: 'enrol', path: '/enrol', signedIn: false },
  { name: 'home', path: '/' },
  { name: 'staff', path: '/staff' },
  { name: 'audit', path: '/audit' },
  { name: 'members', path: '/members' },
  {
    name: 'member',
    path: '/members',
    then: async (page) => {
      await page.waitForSelector('table tbody a[href*="/members/"]', { timeout: 15_000 });
      await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => null), page.click('table tbody a[href*="/members/"]')]);
      await page.waitForSelector('h1');
    },
  },
  { name: 'live-channels', path: '/live-channels' },
  { name: 'reports', path: '/reports' },
  { name: 'report', path: '/reports', then: openFirstRow },
  { name: 'inquiries', path: '/inquiries' },
  { name: 'inquiry', path: '/inquiries', then: openFirstRow },
  { name: 'account-changes', path: '/account-changes' },
  { name: 'rules', path: '/rules' },
];

/** The console's language for the next load (as its 한국어 / English switch stores it). */
async function setLocale(page, locale) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await page.evaluate((value) => localStorage.setItem('onair-console-locale', value), locale);
    } catch (error) {
      // A navigation still under way (a link just clicked) detaches the frame: try on the next document.
      if (attempt >= 5) throw error;
      await new Promise((done) => setTimeout(done, 500));
    }
  }
}

async function show(page, consoleUrl, screen, locale) {
  await setLocale(page, locale);
  await page.goto(`${consoleUrl}${screen.path}`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('h1');
  if (screen.then) await screen.then(page);
  // The tables' first page has arrived (no 불러오는 중 left) and fonts are in.
  await page.waitForNetworkIdle({ idleTime: 300 }).catch(() => null);
  await page.evaluate(() => document.fonts.ready);
}

async function main() {
  const external = process.env.CONSOLE_URL;
  const stack = external
    ? {
        consoleUrl: external.replace(/\/+$/, ''),
        apiUrl: process.env.CONSOLE_API_URL ?? null,
        admin: {
          login: process.env.CONSOLE_LOGIN,
          password: process.env.CONSOLE_PASSWORD,
          otpauthUri: process.env.CONSOLE_OTPAUTH,
          fresh: false,
        },
      }
    : await startStack();
  if (stack.apiUrl) await seedQueues(stack.apiUrl);

  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--lang=ko-KR'],
    defaultViewport: { width: 1440, height: 900 },
  });
  try {
    const page = await browser.newPage();
    const config = {
      extends: 'lighthouse:default',
      settings: { onlyCategories: ['accessibility'], formFactor: 'desktop', screenEmulation: { disabled: true } },
    };
    let below = 0;
    console.log(`Lighthouse accessibility, operator console (${stack.consoleUrl}), goal ${GOAL}:`);
    await page.goto(stack.consoleUrl);
    for (const signedIn of [false, true]) {
      if (signedIn) await signIn(page, stack.consoleUrl, stack.admin);
      const screens = SCREENS.filter((each) => (each.signedIn ?? true) === signedIn);
      for (const screen of screens.filter((each) => !onlyScreens || onlyScreens.includes(each.name))) {
        await page.setViewport({ width: 1440, height: 900 });
        await show(page, stack.consoleUrl, screen, 'ko');
        if (measure) {
          const { lhr } = await snapshot(page, { config });
          const score = Math.round((lhr.categories.accessibility?.score ?? 0) * 100);
          if (score < GOAL) below += 1;
          console.log(`  ${screen.name.padEnd(16)} ${String(score).padStart(3)}`);
          for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (!audit || audit.score === null || audit.score >= 1 || ref.weight === 0) continue;
            const nodes = (audit.details?.items ?? []).slice(0, 4).map((item) => item.node?.selector ?? item.node?.snippet);
            console.log(`      ✗ ${audit.id}: ${audit.title}${nodes.length ? `  [${nodes.join(' | ')}]` : ''}`);
          }
        }
        if (!screenshotsAt) continue;
        mkdirSync(screenshotsAt, { recursive: true });
        for (const locale of ['ko', 'en']) {
          if (locale === 'en') await show(page, stack.consoleUrl, screen, 'en');
          for (const width of [1440, 1024]) {
            await page.setViewport({ width, height: 900 });
            await page.screenshot({ path: join(screenshotsAt, `${screen.name}-${locale}-${width}.png`), fullPage: true });
          }
        }
        await setLocale(page, 'ko');
      }
    }
    if (screenshotsAt) console.log(`\nScreenshots in ${screenshotsAt}`);
    process.exitCode = below > 0 ? 1 : 0;
  } finally {
    await browser.close();
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  stopAll();
}
