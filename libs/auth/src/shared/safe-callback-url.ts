import { isSitePath } from '@onair/contracts';

/** Only a path on this site may be returned to; anything else (//evil, /\evil, https://…) goes home. */
export function safeCallbackUrl(value: string | null | undefined): string {
  return isSitePath(value) ? value : '/';
}
