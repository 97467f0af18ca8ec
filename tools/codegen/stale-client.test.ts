import { staleClientFiles } from './stale-client';

// CI fails here when a contract changed and `npx nx run api-client:generate` was not run and committed.
test('the committed OpenAPI document and generated client match the contracts', async () => {
  expect(await staleClientFiles()).toEqual([]);
});
