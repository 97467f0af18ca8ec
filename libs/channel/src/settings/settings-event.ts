/**
 * SPEC.md section 4: channel settings are cached for 10 minutes and fetched again when this event
 * fires. A save dispatches it on window, so every open view of the settings (and other tabs' code
 * listening the same way) reloads them.
 */
export const CHANNEL_SETTINGS_EVENT = 'channeling-setting-update';

export type ChannelSettingsEventDetail = { channelId: number | null };

export function announceChannelSettingsUpdate(channelId: number | null) {
  window.dispatchEvent(new CustomEvent<ChannelSettingsEventDetail>(CHANNEL_SETTINGS_EVENT, { detail: { channelId } }));
}
