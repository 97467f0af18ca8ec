// The emoji module's public surface: the rest of the API imports it from here only.
export { emojiRoutesPlugin } from './emoji-routes';
