import { COMMENT_MAX } from '@onair/contracts';

/** The API's 1~500 rule, checked in the browser too so an empty comment is not sent only to be refused. */
export function commentFits(content: string) {
  const length = content.trim().length;
  return length >= 1 && length <= COMMENT_MAX;
}
