/**
 * @mentions: a line mentions a nickname when it holds `@` and that nickname, not followed by more of
 * a nickname (so @달빛 does not mention 달빛가루). Nicknames are matched as typed, case and all.
 */
const NICKNAME_CHAR = /[\p{L}\p{N}_]/u;

export function mentionsNickname(text: string, nickname: string): boolean {
  if (nickname === '') return false;
  const token = `@${nickname}`;
  for (let from = text.indexOf(token); from !== -1; from = text.indexOf(token, from + 1)) {
    const after = text.charAt(from + token.length);
    if (after === '' || !NICKNAME_CHAR.test(after)) return true;
  }
  return false;
}

/** The word being typed at the caret when it starts with @: what follows the @ and where the @ is. */
export function mentionAtCaret(text: string, caret: number): { query: string; start: number } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([\p{L}\p{N}_]*)$/u.exec(before);
  if (!match) return null;
  const query = match[2] ?? '';
  return { query, start: caret - query.length - 1 };
}

/** Up to `limit` nicknames starting with the query (case-insensitive), in the order given, without repeats. */
export function mentionCandidates(nicknames: readonly string[], query: string, limit = 5): string[] {
  const wanted = query.toLocaleLowerCase();
  const seen = new Set<string>();
  for (const nickname of nicknames) {
    if (seen.size >= limit) break;
    if (nickname.toLocaleLowerCase().startsWith(wanted)) seen.add(nickname);
  }
  return [...seen];
}
