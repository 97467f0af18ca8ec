// Generated from libs/api-client/openapi.json by `npx nx run api-client:generate`. Do not edit.
export * as authApi from './auth';
export * as guestApi from './guest';
export * as csApi from './cs';
export * as myApi from './my';
export * as luvApi from './luv';
export * as shoppingsApi from './shoppings';
export * as eventsApi from './events';
export * as oauthApi from './oauth';
export * as partnersApi from './partners';
export * as systemApi from './system';
export * as adminApi from './admin';
