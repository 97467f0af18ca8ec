import * as v from 'valibot';
import type { MessageKey } from '@onair/i18n';

/** Something chosen or typed; the message is a bundle key. */
export const required = (key: MessageKey) => v.pipe(v.string(), v.minLength(1, key));

/** Text with more than spaces in it (the form sends it trimmed). */
export const filled = (key: MessageKey) => v.pipe(v.string(), v.check((text) => text.trim() !== '', key));

/** A value matching the pattern, said with one key. */
export const matching = (pattern: RegExp, key: MessageKey) => v.pipe(v.string(), v.regex(pattern, key));

/**
 * The files a field holds, chosen and checked by the file field itself; not re-checked by class (a
 * File from another realm, as in tests, fails instanceof).
 */
export const chosenFiles = v.custom<File[]>(Array.isArray);
