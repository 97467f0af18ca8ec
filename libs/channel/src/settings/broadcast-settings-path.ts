import { MY_CHANNEL_PATH } from '../channel/channel-paths';

/** The broadcast's part of the owner's settings (stream key, title): its element id and its address. */
export const BROADCAST_SETTINGS_ID = 'broadcast';
export const BROADCAST_SETTINGS_PATH = `${MY_CHANNEL_PATH}#${BROADCAST_SETTINGS_ID}`;
