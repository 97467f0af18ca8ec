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

/** A line's text cut at its @mentions of the given nicknames: plain parts and the nicknames mentioned. */
export type MentionSegment = { kind: 'text'; text: string } | { kind: 'mention'; nickname: string };

/**
 * The text in parts, each @mention of one of the nicknames its own part, by mentionsNickname's rule
 * (the longest nickname that ends there, so @달빛가루 is 달빛가루 when both are known).
 */
export function mentionSegments(text: string, nicknames: readonly string[]): MentionSegment[] {
  const longestFirst = [...nicknames].filter((nickname) => nickname !== '').sort((a, b) => b.length - a.length);
  const segments: MentionSegment[] = [];
  let plainFrom = 0;
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    const nickname = longestFirst.find(
      (candidate) =>
        text.startsWith(candidate, at + 1) && !NICKNAME_CHAR.test(text.charAt(at + 1 + candidate.length) || ' '),
    );
    if (nickname === undefined) continue;
    if (at > plainFrom) segments.push({ kind: 'text', text: text.slice(plainFrom, at) });
    segments.push({ kind: 'mention', nickname });
    plainFrom = at + 1 + nickname.length;
    at = plainFrom - 1;
  }
  if (plainFrom < text.length) segments.push({ kind: 'text', text: text.slice(plainFrom) });
  return segments;
}
