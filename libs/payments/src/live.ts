// What the live room shows of payments at once: its buttons. Each loads its dialog with the first
// tap, so the room's first load carries none of the money pages (index.ts) nor their forms.
export { GiftButton, type GiftButtonProps } from './gift/GiftButton';
export { SubscribeButton, type SubscribeButtonProps } from './subscription/SubscribeButton';
