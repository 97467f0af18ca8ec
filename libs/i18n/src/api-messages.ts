// The API's messages in the reader's language, and bank and item names by code. A subpath of its own
// (@onair/i18n/api-messages): the message catalog comes from @onair/contracts, which the app's first
// screen does not need, so only the pages that show refusals or name items load it.
export { useApiMessage } from './useApiMessage';
export { useBankName } from './useBankName';
export { apiMessageText, bundleKeyOf, isKorean } from './apiMessageText';
export type { ApiMessageOptions, ApiSaid } from './apiMessageText';
export { itemName, itemNumber } from './itemName';
