import { MAX_SHOWN_LINES, SeqLedger } from './seq-ledger';
import type { ChatMessage } from './wire';

const line = (seq: number): ChatMessage => ({
  room: '1',
  seq,
  kind: 'chat',
  memberId: 1,
  nickname: 'n',
  role: 'member',
  text: `line ${seq}`,
  payload: null,
  at: '2025-01-01T00:00:00.000Z',
});

test('a first join sets where the room stood; lines that came in during the join stay', () => {
  const ledger = new SeqLedger();
  expect(ledger.hasBaseline).toBe(false);
  expect(ledger.add(line(41))).toBe(true);
  ledger.setBaseline(41);
  expect(ledger.contiguous).toBe(41);
  expect(ledger.lines.map((message) => message.seq)).toEqual([41]);
  expect(ledger.add(line(41))).toBe(false);
  expect(ledger.add(line(40))).toBe(false);
});

test('shows lines in seq order, tracks the gap, and moves on when it is filled', () => {
  const ledger = new SeqLedger();
  ledger.setBaseline(0);
  ledger.add(line(1));
  ledger.add(line(3));
  expect(ledger.gapStart).toBe(2);
  expect(ledger.contiguous).toBe(1);
  ledger.add(line(2));
  expect(ledger.gapStart).toBeNull();
  expect(ledger.contiguous).toBe(3);
  expect(ledger.lines.map((message) => message.seq)).toEqual([1, 2, 3]);
});

test('a hole the server cannot fill is skipped, and nothing below it is taken afterwards', () => {
  const ledger = new SeqLedger();
  ledger.setBaseline(0);
  ledger.add(line(600));
  ledger.add(line(601));
  ledger.skipGap();
  expect(ledger.contiguous).toBe(601);
  expect(ledger.add(line(5))).toBe(false);
});

test('keeps the newest lines only', () => {
  const ledger = new SeqLedger();
  ledger.setBaseline(0);
  for (let seq = 1; seq <= MAX_SHOWN_LINES + 20; seq += 1) ledger.add(line(seq));
  expect(ledger.lines).toHaveLength(MAX_SHOWN_LINES);
  expect(ledger.lines[0]?.seq).toBe(21);
  expect(ledger.contiguous).toBe(MAX_SHOWN_LINES + 20);
});

test('a deleted line leaves the view; a deleted seq not seen yet is no gap, and a late copy of it is dropped', () => {
  const ledger = new SeqLedger();
  ledger.setBaseline(0);
  for (const seq of [1, 2, 3]) ledger.add(line(seq));
  expect(ledger.remove([2])).toBe(true);
  expect(ledger.lines.map((message) => message.seq)).toEqual([1, 3]);
  expect(ledger.remove([2])).toBe(false);

  // A catch-up leaves deleted lines out and names them: 5 never comes, and 6 follows 4 without a gap.
  ledger.remove([5]);
  ledger.add(line(4));
  ledger.add(line(6));
  expect(ledger.gapStart).toBeNull();
  expect(ledger.contiguous).toBe(6);
  expect(ledger.add(line(5))).toBe(false);
  expect(ledger.lines.map((message) => message.seq)).toEqual([1, 3, 4, 6]);
});
