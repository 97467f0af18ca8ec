// `npm start`: the whole service on embedded defaults, demo data seeded once, URLs printed.
import { stopAll } from './processes.mjs';
import { startStack } from './stack.mjs';

const brand = process.env.BRAND ?? 'onair';
console.log(`Starting OnAir (brand ${brand}, database ${process.env.DATABASE_URL ? 'PostgreSQL from DATABASE_URL' : 'PGlite under .data/'})…`);
const stack = await startStack({ brand, web: 'dev' });

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
  console.log(
    [
      '',
      `  Web (${brand})  ${stack.webUrl}`,
      `  API           ${stack.apiUrl}   (OpenAPI ${stack.apiUrl}/api/openapi.json)`,
      '',
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}
