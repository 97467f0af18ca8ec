import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import type { ChatLiveMatch } from '@onair/contracts';
import { testDatabaseTargets } from '@onair/db/testing';
import { walletOf } from '../../platform/ledger/accounts';
import { fund, newMember, post, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';
import { request, settle, until, type Heard } from './testing/chat-client';
import { joinAs, type InRoom } from './testing/chat-members';

const FORBIDDEN = { ok: false, code: 'FORBIDDEN', message: '권한이 없습니다.' };
const MEMBERS_ONLY = { ok: false, code: 'MEMBERS_ONLY', message: '로그인 후 이용가능합니다.' };
const MINUTES = { ok: false, code: 'INVALID_REQUEST', message: '라이브 매치 시간은 3분에서 30분 사이로 정해주세요.' };
const NOT_FOUND = { ok: false, code: 'NOT_FOUND', message: '존재하지 않는 라이브 매치입니다.' };
const OPPONENT_NOT_FOUND = { ok: false, code: 'NOT_FOUND', message: '상대 채널을 찾을 수 없습니다.' };
const PROPOSAL_CLOSED = {
  ok: false,
  code: 'MATCH_CLOSED',
  message: '이미 응답했거나 응답 시간이 지난 라이브 매치 신청입니다.',
};
const MATCH_ENDED = { ok: false, code: 'MATCH_CLOSED', message: '종료된 라이브 매치입니다.' };

type MatchEvent = { type: 'live-match'; room: string; match: ChatLiveMatch };
const matchesOf = (heard: Heard) => heard.events.filter((event) => event['type'] === 'live-match') as MatchEvent[];
const withStatus = (heard: Heard, status: ChatLiveMatch['status']) =>
  matchesOf(heard).filter((event) => event.match.status === status);
const scoresOf = (match: ChatLiveMatch) => match.sides.map((side) => side.score);

describe.each(testDatabaseTargets())('live matches in chat on $name', (target) => {
  let api: MoneyApi;
  const sockets: Socket[] = [];
  const enter = async (member: TestMember | null, room: string) => {
    const inRoom = await joinAs(api.url, member, room);
    sockets.push(inRoom.socket);
    return inRoom;
  };
  const act = (who: InRoom, room: string, type: string, fields: Record<string, unknown> = {}) =>
    request(who.socket, 'action', { room, type, ...fields });
  const gift = (sender: TestMember, channelId: number | null, amount: number) =>
    post(api, sender, '/api/luv/gift', { channelId, amount }).then((sent) => expect(sent.status).toBe(200));
  const storedScores = async (matchId: number) => {
    const result = (await api.database.db.execute(
      sql`select channel_score, opponent_score, status from live_matches where match_id = ${matchId}`,
    )) as unknown as { rows: { channel_score: unknown; opponent_score: unknown; status: string }[] };
    const row = result.rows[0];
    return row ? [Number(row.channel_score), Number(row.opponent_score), row.status] : null;
  };

  /** Two live channels with their owners in their rooms and a visitor watching each. */
  async function twoRooms() {
    const [streamerA, streamerB] = [
      await newMember(api, { channel: { live: true } }),
      await newMember(api, { channel: { live: true } }),
    ];
    const [roomA, roomB] = [String(streamerA.channelId), String(streamerB.channelId)];
    const ownerA = await enter(streamerA, roomA);
    const ownerB = await enter(streamerB, roomB);
    const watcherA = await enter(null, roomA);
    const watcherB = await enter(null, roomB);
    return { streamerA, streamerB, roomA, roomB, ownerA, ownerB, watcherA, watcherB };
  }

  beforeAll(async () => {
    api = await startMoneyApi(target);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await api.close();
  });

  test('proposed, accepted, scored by the currency gifted while it runs, and ended at its time once, with the winner', async () => {
    const { streamerA, streamerB, roomA, roomB, ownerA, ownerB, watcherA, watcherB } = await twoRooms();
    const sender = await newMember(api);
    await fund(api, walletOf(sender.memberId, 'onair'), 100_000);
    // Before any match: not counted anywhere.
    await gift(sender, streamerA.channelId, 700);

    const proposed = await act(ownerA, roomA, 'proposeMatch', { opponentChannelId: streamerB.channelId, minutes: 5 });
    const sides = [
      { channelId: streamerA.channelId, name: streamerA.channelName, score: 0 },
      { channelId: streamerB.channelId, name: streamerB.channelName, score: 0 },
    ];
    expect(proposed).toEqual({
      ok: true,
      match: {
        matchId: expect.any(Number),
        status: 'proposed',
        sides,
        minutes: 5,
        answerBy: expect.stringMatching(/^\d{4}-/),
        endsAt: null,
        winnerChannelId: null,
      },
    });
    const match = (proposed as unknown as { match: ChatLiveMatch }).match;
    expect(Date.parse(match.answerBy) - Date.now()).toBeGreaterThan(50_000);
    // The opponent's owner is asked in their own room; the audiences hear nothing yet.
    await until(() => withStatus(ownerB.heard, 'proposed').length === 1, 5000, 'the proposal');
    expect(withStatus(ownerB.heard, 'proposed')[0]).toEqual({ type: 'live-match', room: roomB, match });
    // Gifts while it is only proposed do not count either.
    await gift(sender, streamerB.channelId, 400);

    const accepted = await act(ownerB, roomB, 'acceptMatch', { matchId: match.matchId });
    expect(accepted).toMatchObject({ ok: true, match: { matchId: match.matchId, status: 'running', sides } });
    const running = (accepted as unknown as { match: ChatLiveMatch }).match;
    const length = Date.parse(running.endsAt ?? '') - Date.now();
    expect(length).toBeGreaterThan(4.5 * 60_000);
    expect(length).toBeLessThanOrEqual(5 * 60_000);
    await until(() => withStatus(watcherA.heard, 'running').length > 0 && withStatus(watcherB.heard, 'running').length > 0);
    expect(withStatus(watcherA.heard, 'running')[0]).toEqual({ type: 'live-match', room: roomA, match: running });
    expect(withStatus(watcherB.heard, 'running')[0]).toEqual({ type: 'live-match', room: roomB, match: running });
    expect(matchesOf(watcherA.heard).map((event) => event.match.status)).toEqual(['running']);

    await gift(sender, streamerA.channelId, 500);
    await gift(sender, streamerB.channelId, 300);
    await gift(sender, streamerA.channelId, 100);
    await until(
      () => matchesOf(watcherB.heard).some((event) => scoresOf(event.match).join() === '600,300'),
      8000,
      'the scores',
    );
    expect(await storedScores(match.matchId)).toEqual([600, 300, 'running']);
    // Throttled: three gifts, at most two score events per room (the first at once, then the latest).
    expect(withStatus(watcherA.heard, 'running').length).toBeLessThanOrEqual(3);

    // A late joiner of either room gets the running match with its scores before its join is answered.
    const late = await enter(null, roomB);
    expect(matchesOf(late.heard)).toEqual([
      { type: 'live-match', room: roomB, match: { ...running, sides: [{ ...sides[0], score: 600 }, { ...sides[1], score: 300 }] } },
    ]);

    // As if its five minutes had passed: the sweep ends it, as of its end, and names the winner.
    await api.database.db.execute(sql`update live_matches set ends_at = now() where match_id = ${match.matchId}`);
    await until(
      () => [watcherA, watcherB, late, ownerA, ownerB].every((who) => withStatus(who.heard, 'ended').length === 1),
      10_000,
      'the end',
    );
    const ended = withStatus(watcherA.heard, 'ended')[0]?.match;
    expect(ended).toMatchObject({ status: 'ended', winnerChannelId: streamerA.channelId });
    expect(ended && scoresOf(ended)).toEqual([600, 300]);

    // Gifts after the end do not count, and the end is told once.
    await gift(sender, streamerB.channelId, 5000);
    await settle(1500);
    expect(await storedScores(match.matchId)).toEqual([600, 300, 'ended']);
    for (const who of [watcherA, watcherB, late]) expect(withStatus(who.heard, 'ended')).toHaveLength(1);
    expect(withStatus(watcherA.heard, 'running').every((event) => (scoresOf(event.match)[1] ?? 0) <= 300)).toBe(true);
    // An ended match is not brought to a joiner.
    const after = await enter(null, roomA);
    await settle(200);
    expect(matchesOf(after.heard)).toEqual([]);
    expect(await act(ownerA, roomA, 'endMatch', { matchId: match.matchId })).toEqual(MATCH_ENDED);
  });

  test('only the owners propose and answer; refusals for managers, members, visitors and bad proposals', async () => {
    const { streamerA, streamerB, roomA, roomB, ownerA, ownerB, watcherA } = await twoRooms();
    const [helper, viewer] = [await newMember(api), await newMember(api)];
    expect(await act(ownerA, roomA, 'manager', { targetMemberId: helper.memberId })).toMatchObject({ ok: true });
    const manager = await enter(helper, roomA);
    const plain = await enter(viewer, roomA);
    const opponentB = { opponentChannelId: streamerB.channelId, minutes: 10 };

    expect(await act(manager, roomA, 'proposeMatch', opponentB)).toEqual(FORBIDDEN);
    expect(await act(plain, roomA, 'proposeMatch', opponentB)).toEqual(FORBIDDEN);
    expect(await act(watcherA, roomA, 'proposeMatch', opponentB)).toEqual(MEMBERS_ONLY);
    const staff = await enter(await newMember(api, { userType: 'O' }), roomA);
    expect(await act(staff, roomA, 'proposeMatch', opponentB)).toEqual(FORBIDDEN);
    for (const minutes of [2, 31, 3.5, '10'])
      expect(await act(ownerA, roomA, 'proposeMatch', { ...opponentB, minutes })).toEqual(MINUTES);
    expect(await act(ownerA, roomA, 'proposeMatch', { minutes: 10 })).toMatchObject({ ok: false, code: 'INVALID_REQUEST' });
    expect(await act(ownerA, roomA, 'proposeMatch', { opponentChannelId: streamerA.channelId, minutes: 10 })).toEqual({
      ok: false,
      code: 'INVALID_REQUEST',
      message: '자신의 채널에는 라이브 매치를 신청할 수 없습니다.',
    });
    expect(await act(ownerA, roomA, 'proposeMatch', { opponentChannelId: 2_000_000_000, minutes: 10 })).toEqual(
      OPPONENT_NOT_FOUND,
    );
    const foreign = await newMember(api, { brand: 'bellcast', channel: { live: true } });
    expect(await act(ownerA, roomA, 'proposeMatch', { opponentChannelId: foreign.channelId, minutes: 10 })).toEqual(
      OPPONENT_NOT_FOUND,
    );
    const offline = await newMember(api, { channel: { live: false } });
    expect(await act(ownerA, roomA, 'proposeMatch', { opponentChannelId: offline.channelId, minutes: 10 })).toEqual({
      ok: false,
      code: 'NOT_LIVE',
      message: '두 채널 모두 방송 중일 때만 라이브 매치를 할 수 있습니다.',
    });

    const proposed = await act(ownerA, roomA, 'proposeMatch', opponentB);
    expect(proposed).toMatchObject({ ok: true, match: { status: 'proposed' } });
    const matchId = (proposed as unknown as { match: ChatLiveMatch }).match.matchId;
    // One open match per channel, on either side.
    const third = await newMember(api, { channel: { live: true } });
    const ownerC = await enter(third, String(third.channelId));
    expect(await act(ownerC, String(third.channelId), 'proposeMatch', { ...opponentB })).toEqual({
      ok: false,
      code: 'MATCH_IN_PROGRESS',
      message: '상대 채널이 다른 라이브 매치를 진행 중입니다.',
    });
    expect(await act(ownerA, roomA, 'proposeMatch', { opponentChannelId: third.channelId, minutes: 10 })).toEqual({
      ok: false,
      code: 'MATCH_IN_PROGRESS',
      message: '진행 중인 라이브 매치가 있습니다. 매치가 끝난 후 다시 시도해주세요.',
    });

    // The proposer cannot answer their own proposal; B's manager and members cannot answer it.
    expect(await act(ownerA, roomA, 'acceptMatch', { matchId })).toEqual(NOT_FOUND);
    const helperB = await newMember(api);
    expect(await act(ownerB, roomB, 'manager', { targetMemberId: helperB.memberId })).toMatchObject({ ok: true });
    const managerB = await enter(helperB, roomB);
    expect(await act(managerB, roomB, 'acceptMatch', { matchId })).toEqual(FORBIDDEN);
    expect(await act(managerB, roomB, 'declineMatch', { matchId })).toEqual(FORBIDDEN);
    expect(await act(ownerB, roomB, 'acceptMatch', { matchId: 2_000_000_000 })).toEqual(NOT_FOUND);
    expect(await act(ownerB, roomB, 'acceptMatch', { matchId: 'x' })).toMatchObject({ ok: false, code: 'INVALID_REQUEST' });
    // Not running: nothing to end.
    expect(await act(ownerA, roomA, 'endMatch', { matchId })).toEqual(MATCH_ENDED);

    // A late-joining owner's tab gets the open proposal; their audience does not.
    const ownerTab = await enter(streamerB, roomB);
    expect(withStatus(ownerTab.heard, 'proposed')).toHaveLength(1);
    const watcherB = await enter(null, roomB);
    expect(matchesOf(watcherB.heard)).toEqual([]);

    const declined = await act(ownerB, roomB, 'declineMatch', { matchId });
    expect(declined).toMatchObject({ ok: true, match: { matchId, status: 'declined', endsAt: null } });
    await until(() => withStatus(ownerA.heard, 'declined').length === 1, 5000, 'the refusal');
    expect(withStatus(ownerA.heard, 'declined')[0]?.room).toBe(roomA);
    expect(await act(ownerB, roomB, 'acceptMatch', { matchId })).toEqual(PROPOSAL_CLOSED);
    await settle(200);
    expect([...matchesOf(watcherA.heard), ...matchesOf(watcherB.heard), ...matchesOf(plain.heard)]).toEqual([]);
    // The channels are free again.
    expect(await act(ownerC, String(third.channelId), 'proposeMatch', opponentB)).toMatchObject({ ok: true });
  });

  test('a proposal nobody answers expires, and both owners hear it', async () => {
    const { streamerB, roomA, roomB, ownerA, ownerB, watcherB } = await twoRooms();
    const proposed = await act(ownerA, roomA, 'proposeMatch', { opponentChannelId: streamerB.channelId, minutes: 3 });
    const matchId = (proposed as unknown as { match: ChatLiveMatch }).match.matchId;
    // As if its 60 s had passed: the sweep expires it.
    await api.database.db.execute(sql`update live_matches set answer_by = now() where match_id = ${matchId}`);
    await until(
      () => withStatus(ownerA.heard, 'expired').length === 1 && withStatus(ownerB.heard, 'expired').length === 1,
      10_000,
      'the expiry',
    );
    expect(withStatus(ownerB.heard, 'expired')[0]).toMatchObject({ room: roomB, match: { matchId, status: 'expired' } });
    expect(await act(ownerB, roomB, 'acceptMatch', { matchId })).toEqual(PROPOSAL_CLOSED);
    expect(matchesOf(watcherB.heard)).toEqual([]);
    await settle(300);
    expect(withStatus(ownerA.heard, 'expired')).toHaveLength(1);
  });

  test('either owner or an operator ends a match early; members cannot; no gifts is a draw', async () => {
    const { streamerA, streamerB, roomA, roomB, ownerA, ownerB, watcherA } = await twoRooms();
    const plain = await enter(await newMember(api), roomB);
    const staff = await enter(await newMember(api, { userType: 'O' }), roomB);
    const start = async () => {
      const proposed = await act(ownerA, roomA, 'proposeMatch', { opponentChannelId: streamerB.channelId, minutes: 30 });
      const matchId = (proposed as unknown as { match: ChatLiveMatch }).match.matchId;
      expect(await act(ownerB, roomB, 'acceptMatch', { matchId })).toMatchObject({ ok: true });
      return matchId;
    };

    const first = await start();
    expect(await act(plain, roomB, 'endMatch', { matchId: first })).toEqual(FORBIDDEN);
    const ended = await act(ownerB, roomB, 'endMatch', { matchId: first });
    expect(ended).toMatchObject({ ok: true, match: { status: 'ended', winnerChannelId: null } });
    await until(() => withStatus(watcherA.heard, 'ended').length === 1, 5000, 'the early end');
    expect(await act(ownerA, roomA, 'endMatch', { matchId: first })).toEqual(MATCH_ENDED);

    const second = await start();
    // Another room's match is not found here.
    const elsewhere = await newMember(api, { channel: { live: true } });
    const ownerE = await enter(elsewhere, String(elsewhere.channelId));
    expect(await act(ownerE, String(elsewhere.channelId), 'endMatch', { matchId: second })).toEqual(NOT_FOUND);
    expect(await act(staff, roomB, 'endMatch', { matchId: second })).toMatchObject({
      ok: true,
      match: { status: 'ended', sides: [{ channelId: streamerA.channelId }, { channelId: streamerB.channelId }] },
    });
    await until(() => withStatus(watcherA.heard, 'ended').length === 2, 5000, 'the operator end');
    await settle(300);
    expect(withStatus(watcherA.heard, 'ended')).toHaveLength(2);
  });
});
