import { buildSandboxApp } from './app';
import { readSandboxConfig } from './config';

const config = readSandboxConfig();
const app = buildSandboxApp({ fastify: { logger: { level: config.logLevel } } });
await app.listen({ port: config.port, host: config.host });
console.log(`Sandbox http://localhost:${config.port}  (SMS outbox and verification codes on that page)`);

let closing = false;
async function shutdown(signal: NodeJS.Signals) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  process.exit(0);
}
process.once('SIGINT', (signal) => void shutdown(signal));
process.once('SIGTERM', (signal) => void shutdown(signal));
