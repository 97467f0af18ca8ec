// The chat socket's wire protocol, shared by the server (apps/api/src/modules/chat) and the web client
// (libs/chat): every event's payload as a valibot schema, its type inferred from it. SPEC.md
// section 7 names the events; the payloads are ours (docs/chat.md).
export * from './fields';
export * from './limits';
export * from './moderation';
export * from './client-events';
export * from './server-events';
export * from './event-maps';
export * from './badges';
