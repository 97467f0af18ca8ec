export { chatSocketOptions, type ChatAuth, type ChatAuthType, type ChatSocketOptions, type ChatSocketOptionsInput } from './chatSocketOptions';
export { CHAT_UNAUTHORIZED, createAuthRetryPolicy, type AuthRetryAction, type AuthRetryPolicy } from './authRetryPolicy';
