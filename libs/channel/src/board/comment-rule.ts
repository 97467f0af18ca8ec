import * as v from 'valibot';
import { COMMENT_MAX } from '@onair/contracts';

/** The API's 1~500 rule, checked in the browser too so an empty comment is not sent only to be refused. */
export function commentFits(content: string) {
  const length = content.trim().length;
  return length >= 1 && length <= COMMENT_MAX;
}

/** The same rule as a form's schema, refused in the API's words (`refusal`). */
export const commentSchema = (refusal: string) =>
  v.object({ content: v.pipe(v.string(), v.check(commentFits, refusal)) });
