import { createSentLog } from './sent-log';

describe('the sent log a joining socket’s catch-up is checked against', () => {
  it('answers the seqs of the room’s flushes after the mark, not before it and not of other rooms', () => {
    const log = createSentLog();
    log.record('room:1', [1, 2]);
    const mark = log.mark();
    log.record('room:2', [7]);
    log.record('room:1', [3]);
    log.record('room:1', [4, 5]);
    expect([...log.sentSince('room:1', mark)]).toEqual([3, 4, 5]);
    expect([...log.sentSince('room:1', 0)]).toEqual([1, 2, 3, 4, 5]);
    expect(log.sentSince('room:3', mark).size).toBe(0);
    expect(log.sentSince('room:1', log.mark()).size).toBe(0);
  });

  it('forgets flushes older than it keeps, without reusing flush numbers', () => {
    let now = 0;
    const log = createSentLog({ keepMs: 1_000, now: () => now });
    log.record('room:1', [1]);
    const mark = log.mark();
    now = 5_000;
    log.record('room:2', [2]);
    expect(log.sentSince('room:1', 0).size).toBe(0);
    log.record('room:1', [3]);
    expect([...log.sentSince('room:1', mark)]).toEqual([3]);
  });
});
