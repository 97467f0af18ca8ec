import type { ChatMessage } from './wire';

/** How many lines the panel keeps: a busy room's history is not recovery, and the DOM stays small. */
export const MAX_SHOWN_LINES = 300;

/**
 * What the viewer has seen of a room's sequence (docs/chat.md, client duties 1-3): each seq is
 * shown once, in seq order, and `contiguous` is the highest seq held with nothing missing below
 * it, which a re-join sends as lastSeq. Anything at or below it is either shown or knowingly
 * skipped, so it is dropped as a duplicate.
 */
export class SeqLedger {
  private contiguousSeq = 0;
  private baselineKnown = false;
  private readonly ahead = new Set<number>();
  private shown: ChatMessage[] = [];

  get contiguous() {
    return this.contiguousSeq;
  }

  /** False until the first join told where the room stood: until then a join asks for no replay. */
  get hasBaseline() {
    return this.baselineKnown;
  }

  get lines(): readonly ChatMessage[] {
    return this.shown;
  }

  /** The seq a gap starts at (contiguous + 1) when a later line is held, else null. */
  get gapStart(): number | null {
    return this.ahead.size > 0 ? this.contiguousSeq + 1 : null;
  }

  /**
   * A first join starts the live chat where the viewer came in: lines before the room's lastSeq
   * are history, not missing. Lines that arrived before this (live, during the join) stay shown.
   */
  setBaseline(lastSeq: number) {
    this.baselineKnown = true;
    if (lastSeq > this.contiguousSeq) {
      this.contiguousSeq = lastSeq;
      for (const seq of [...this.ahead]) if (seq <= lastSeq) this.ahead.delete(seq);
    }
    this.advance();
  }

  /** Adds a line; false when its seq was already shown (or skipped), so nothing changed. */
  add(message: ChatMessage): boolean {
    const { seq } = message;
    if (!Number.isSafeInteger(seq) || seq <= this.contiguousSeq || this.ahead.has(seq)) return false;
    this.ahead.add(seq);
    this.insertInOrder(message);
    this.advance();
    return true;
  }

  /**
   * Gives up on a hole the server could not fill (it replays only the newest 500 lines): the
   * lines after it are kept and the sequence carries on from the next one held.
   */
  skipGap() {
    if (this.ahead.size === 0) return;
    this.contiguousSeq = Math.min(...this.ahead) - 1;
    this.advance();
  }

  /**
   * Takes lines a moderator deleted out of the view (docs/chat.md, Deleting a line). A deleted seq
   * not seen yet counts as held: the server never sends it again (catch-up leaves it out), so it is
   * no hole to fill, and a copy still on its way is dropped. True when the view changed.
   */
  remove(seqs: readonly number[]): boolean {
    const gone = new Set(seqs.filter((seq) => Number.isSafeInteger(seq) && seq > 0));
    for (const seq of gone) if (seq > this.contiguousSeq) this.ahead.add(seq);
    this.advance();
    const kept = this.shown.filter((line) => !gone.has(line.seq));
    if (kept.length === this.shown.length) return false;
    this.shown = kept;
    return true;
  }

  private advance() {
    while (this.ahead.delete(this.contiguousSeq + 1)) this.contiguousSeq += 1;
  }

  private insertInOrder(message: ChatMessage) {
    const next = [...this.shown];
    let index = next.length;
    while (index > 0 && (next[index - 1] as ChatMessage).seq > message.seq) index -= 1;
    next.splice(index, 0, message);
    // A new array each time: React sees the change by identity.
    this.shown = next.length > MAX_SHOWN_LINES ? next.slice(next.length - MAX_SHOWN_LINES) : next;
  }
}
