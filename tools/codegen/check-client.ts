// Fails when the committed OpenAPI document or generated client no longer matches the contracts.
import { staleClientFiles } from './stale-client';

const stale = await staleClientFiles();
if (stale.length > 0) {
  console.error(`The committed API client is stale. Run \`npx nx run api-client:generate\` and commit:\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log('api-client is up to date with the contracts');
