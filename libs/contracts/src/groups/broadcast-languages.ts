import * as v from 'valibot';
import { CHANNEL_PROFILE_MESSAGES } from '../messages';

/**
 * The languages a broadcast may be in (docs/discovery.md): Korean, the default, and the few others
 * viewers of a Korean platform filter by. Kept small on purpose; a code here is ISO 639-1.
 */
export const BROADCAST_LANGUAGES = ['ko', 'en', 'ja', 'zh'] as const;
export type BroadcastLanguage = (typeof BROADCAST_LANGUAGES)[number];
export const DEFAULT_BROADCAST_LANGUAGE: BroadcastLanguage = 'ko';

export const BroadcastLanguage = v.picklist(BROADCAST_LANGUAGES, CHANNEL_PROFILE_MESSAGES.language);

/** Narrows a stored text to a language, the default for anything else (a column the app alone writes). */
export const broadcastLanguageOf = (text: string): BroadcastLanguage =>
  (BROADCAST_LANGUAGES as readonly string[]).includes(text) ? (text as BroadcastLanguage) : DEFAULT_BROADCAST_LANGUAGE;
