// Generated from libs/api-client/openapi.json by `npx nx run api-client:generate`. Do not edit.
import { baseApi as api } from '../base-api';

/** No my endpoints are in the contract yet. */
export const myEndpoints = api.injectEndpoints({ endpoints: () => ({}) });
