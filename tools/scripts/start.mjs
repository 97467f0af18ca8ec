// `npm start`: the whole service on embedded defaults, demo data seeded once, URLs printed.
import { stopAll, waitForUrl } from './processes.mjs';
import { startStack } from './stack.mjs';
import { DEMO_STREAM_KEYS, startDemoStream } from './demo-stream.mjs';
import { ensureSystemPackages } from './ensure-system-packages.mjs';
import { describeNodeRuntime, requireNodeMajor } from './node-runtime.mjs';

requireNodeMajor();
console.log(describeNodeRuntime());
// Live video needs ffmpeg for the demo broadcast; without it the rest of the service still starts.
try {
  ensureSystemPackages(['ffmpeg'], 'npm start (live video)');
} catch (error) {
  console.warn(`${error.message} Until then the demo broadcast stays off.`);
}

const brand = process.env.BRAND ?? 'onair';
console.log(
  `Starting OnAir (brand ${brand}, database ${process.env.DATABASE_URL ? 'PostgreSQL from DATABASE_URL' : 'PGlite under .data/'})…`,
);
const stack = await startStack({ brand, web: 'dev', consolePort: 4300, withOutsideServices: true }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await stopAll(stack.processes);
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
for (const { name, child } of stack.processes) {
  child.once('exit', (code) => {
    if (!stopping) {
      console.error(`${name} stopped (exit ${code}); stopping the rest.`);
      void stop(1);
    }
  });
}

if (stack.error) {
  console.error(stack.error.message);
  await stop(1);
} else {
  // The demo broadcast is a nicety: if ffmpeg stops, the rest keeps running.
  await waitForUrl('http://localhost:8000/', { timeoutMs: 30_000 }).catch(() => undefined);
  const demo = startDemoStream();
  stack.processes.push(...demo.processes);
  console.log(
    [
      '',
      `  Web (${brand})  ${stack.webUrl}`,
      `  API           ${stack.apiUrl}   (OpenAPI ${stack.apiUrl}/api/openapi.json)`,
      `  Console       ${stack.consoleUrl}   (operator console, every brand; the first account: npm run admin:create, see README)`,
      `  Media (RTMP)  rtmp://localhost:1935/live/${DEMO_STREAM_KEYS.demobj01}   (demobj01's seeded key; a streamer's own is under 내 채널 관리, and regenerating it there ends this demo push, as it would cut off an encoder)`,
      demo.processes.length > 0
        ? `  Demo stream   a test pattern is live on every brand's demo channels, e.g. ${stack.webUrl}/live/1   (DEMO_STREAM=0 turns it off)`
        : `  Demo stream   off (${demo.reason})`,
      `  Demo logins   viewer demoviewer (on every brand); streamers demobj01 (onair), bellhost01 (bellcast), mintbj01 (mint), novabj01 (nova); password onair1234!`,
      `  Sandbox       http://localhost:4100   (SMS codes and other stand-ins)`,
      `  Payments      http://localhost:4100/gateway/admin   (the sandbox gateway: deposits to virtual accounts, webhooks)`,
      '',
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}
