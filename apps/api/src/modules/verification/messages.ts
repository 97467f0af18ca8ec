export { IDENTITY_MESSAGES, PARTNER_MESSAGES } from '@onair/contracts';
