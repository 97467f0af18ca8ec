// The API's Korean messages in the reader's language, and bank and item names by code. A subpath of
// its own (@onair/i18n/api-messages): the message tables import @onair/contracts, which the app's
// first screen does not need, so only the pages that show refusals or name items load them.
export { useApiMessage } from './useApiMessage';
export { useBankName } from './useBankName';
export { apiMessageKey, isKorean } from './apiMessages';
export { itemName, itemNumber } from './itemName';
