// The API's messages in the reader's language, and bank and item names by code. A subpath of its own
// (@onair/i18n/api-messages): the message catalog comes from @onair/contracts, which the app's first
// screen does not need, so only the pages that show refusals or name items load it.
export { useApiMessage } from './use-api-message';
export { useBankName } from './use-bank-name';
export { apiMessageText, bundleKeyOf, isKorean } from './api-message-text';
export type { ApiMessageOptions, ApiSaid } from './api-message-text';
export { itemName, itemNumber } from './item-name';
