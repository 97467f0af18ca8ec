// Generated from libs/api-client/openapi.json by `npx nx run api-client:generate`. Do not edit.
export const MULTIPART_ENDPOINTS: ReadonlySet<string> = new Set(['csInquiryWrite', 'csDeclarationPost', 'csAccountChange', 'updateChannelProfile', 'createChannelNotice', 'updateChannelNotice', 'boardWrite', 'boardUpdate']);
