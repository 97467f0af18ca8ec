/**
 * @jest-environment node
 */
import { configureStore } from '@reduxjs/toolkit';
import { baseApi, type ApiExtra } from './base-api';
import { partnersApi, systemApi } from './generated/index';

const registered = () => Object.keys(baseApi.endpoints);

function storeAnswering(body: unknown) {
  const extra: ApiExtra = { baseQuery: async () => ({ data: body }) };
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(baseApi.middleware),
  });
}

// The groups' modules are evaluated once for the file, so each test uses a group no earlier test touched.
test('a group is injected on its first use, not when its module is evaluated or its hooks are imported', () => {
  expect(typeof partnersApi.useRegisterPartnerMutation).toBe('function');
  expect(registered()).not.toContain('registerPartner');

  expect(typeof partnersApi.partnersEndpoints.endpoints.registerPartner.initiate).toBe('function');
  expect(registered()).toEqual(expect.arrayContaining(['registerPartner', 'aspAccessToken']));
});

test('an enhancement made through a group before its first use is kept', async () => {
  expect(registered()).not.toContain('health');
  const postgres = { status: 'ok', database: 'postgres', cache: 'redis', brand: 'mint' } as const;
  systemApi.systemEndpoints.enhanceEndpoints({ endpoints: { health: { transformResponse: () => postgres } } });
  const store = storeAnswering({ status: 'ok', database: 'pglite', cache: 'memory', brand: 'onair' });
  const result = await store.dispatch(systemApi.systemEndpoints.endpoints.health.initiate());
  expect(result.data).toEqual(postgres);
  store.dispatch(baseApi.util.resetApiState());
});
