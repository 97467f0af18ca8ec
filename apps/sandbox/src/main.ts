import { buildSandboxApp } from './app';
import { readSandboxConfig } from './config';
import { startErrorReports } from './error-reports';
import { readOAuthPorts } from './oauth/oauth-ports';
import { startOAuthProviders } from './oauth/start-oauth-providers';

const config = readSandboxConfig();
const oauthPorts = readOAuthPorts();
const errorReports = startErrorReports(process.env['SENTRY_DSN'], { app: 'sandbox', node: `sandbox-${config.port}` });
const app = buildSandboxApp({ fastify: { logger: { level: config.logLevel } }, reportServerError: errorReports.report });
await app.listen({ port: config.port, host: config.host });
const oauth = await startOAuthProviders({ ports: oauthPorts, host: config.host }).catch(async (error: unknown) => {
  await app.close();
  throw error;
});
console.log(`Sandbox http://localhost:${config.port}  (SMS outbox and verification codes on that page)`);
for (const provider of Object.values(oauth.providers)) console.log(`  OAuth ${provider.provider.padEnd(6)} ${provider.issuer}  (client ${provider.client.clientId})`);

let closing = false;
async function shutdown(signal: NodeJS.Signals) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await Promise.all([app.close(), oauth.stop(), errorReports.flush()]);
  process.exit(0);
}
process.once('SIGINT', (signal) => void shutdown(signal));
process.once('SIGTERM', (signal) => void shutdown(signal));
