/** docs/chat.md: a line is 1-200 characters (code points, after trimming); the server refuses more with TOO_LONG. */
export const CHAT_LINE_MAX = 200;

/** Length as the server counts it: code points, so an emoji is one character, not two. */
export const chatLineLength = (text: string) => [...text.trim()].length;
