/**
 * The reader's chat settings, kept in this browser (localStorage) for every room and brand:
 * the size of the lines and whether each line shows its time.
 */
export const CHAT_FONT_SIZES = ['small', 'medium', 'large'] as const;
export type ChatFontSize = (typeof CHAT_FONT_SIZES)[number];
export type ChatSettings = { fontSize: ChatFontSize; timestamps: boolean };

export const CHAT_SETTINGS_KEY = 'onair.chat.settings';
export const DEFAULT_CHAT_SETTINGS: ChatSettings = { fontSize: 'medium', timestamps: false };

/** What was stored, field by field; anything unreadable (another version, a hand edit) falls back to the default. */
export function readChatSettings(): ChatSettings {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(CHAT_SETTINGS_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return DEFAULT_CHAT_SETTINGS;
    const { fontSize, timestamps } = stored as Record<string, unknown>;
    return {
      fontSize: CHAT_FONT_SIZES.includes(fontSize as ChatFontSize)
        ? (fontSize as ChatFontSize)
        : DEFAULT_CHAT_SETTINGS.fontSize,
      timestamps: typeof timestamps === 'boolean' ? timestamps : DEFAULT_CHAT_SETTINGS.timestamps,
    };
  } catch {
    // Storage refused (a private window) or a broken value: the defaults still give a working chat.
    return DEFAULT_CHAT_SETTINGS;
  }
}

export function writeChatSettings(settings: ChatSettings): void {
  try {
    globalThis.localStorage?.setItem(CHAT_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Full or refused storage: the setting holds for this page only.
  }
}

/** The lines' text size for each setting (Tailwind classes written whole). */
export const CHAT_FONT_CLASS: Record<ChatFontSize, string> = {
  small: 'text-xs',
  medium: 'text-sm',
  large: 'text-base',
};
