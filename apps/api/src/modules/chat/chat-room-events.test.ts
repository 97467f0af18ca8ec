import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { getBrand } from '@onair/brand';
import type { ChatVote } from '@onair/contracts';
import { testDatabaseTargets } from '@onair/db/testing';
import { buildApp } from '../../app';
import { readConfig } from '../../platform/config/config';
import { newMember, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';
import { settingsFromConfig, type ApiSettings } from '../../platform/config/settings';
import { request, settle, until, type Heard } from './testing/chat-client';
import { joinAs, joinStaffedRoom, type InRoom } from './testing/chat-members';
import { TEST_SERVER_OPTIONS } from '../../testing/test-server-options';

const FORBIDDEN = { ok: false, code: 'FORBIDDEN', message: '권한이 없습니다.' };
const MEMBERS_ONLY = { ok: false, code: 'MEMBERS_ONLY', message: '로그인 후 이용가능합니다.' };
const QUESTION = '다음 게임은?';
const OPTIONS = ['롤', '배그', '발로란트'];

const announcementsOf = (heard: Heard) => heard.events.filter((event) => event['type'] === 'announcement');
const votingOf = (heard: Heard) =>
  heard.events.filter((event) => event['type'] === 'voting') as { vote: ChatVote; chosen?: number | null }[];
const closedOf = (heard: Heard) => votingOf(heard).filter((event) => event.vote.closed);
/** A node whose votes end, and whose sweep comes by, in a fraction of the time: for the tests that wait for either. */
const QUICK_VOTES = { voteSecondMs: 200, voteSweepMs: 500 };
/**
 * The file's own node: no sweep and no viewer count comes by while a test runs. Its sweep would
 * close another node's vote out of that node's hearing, and a viewer count is one more event
 * among those the tests count.
 */
const QUIET = { voteSweepMs: 3_600_000, viewerCountWriteMs: 3_600_000 };

describe.each(testDatabaseTargets('pglite'))('chat announcements and votes on $name', (target) => {
  let api: MoneyApi;
  const sockets: Socket[] = [];
  const enter = async (member: TestMember | null, room: string, url = api.url) => {
    const inRoom = await joinAs(url, member, room);
    sockets.push(inRoom.socket);
    return inRoom;
  };
  const act = (who: InRoom, room: string, type: string, fields: Record<string, unknown> = {}) =>
    request(who.socket, 'action', { room, type, ...fields });
  const openVote = (who: InRoom, room: string, fields: Record<string, unknown> = {}) =>
    act(who, room, 'openVote', { question: QUESTION, options: OPTIONS, seconds: 30, ...fields });
  /** A staffed room (joinStaffedRoom) with a visitor in it too. */
  async function roomWithEveryone() {
    const staffed = await joinStaffedRoom(api, enter);
    return { ...staffed.members, ...staffed, visitor: await enter(null, staffed.room) };
  }

  /** Another node of the API on the same database (a restart, or one with other timers): cheaper than a database of its own. */
  async function startNode(chatTiming?: ApiSettings['chatTiming']) {
    const app = await buildApp({
      database: api.database,
      cacheKind: 'memory',
      defaultBrand: getBrand('onair'),
      settings: { ...settingsFromConfig(readConfig({ NODE_ENV: 'test' })), chatTiming },
    }, TEST_SERVER_OPTIONS);
    return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
  }

  beforeAll(async () => {
    api = await startMoneyApi(target, { settings: (settings) => ({ ...settings, chatTiming: QUIET }) });
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await api.close();
  });

  test('the owner, managers and operators pin and clear the announcement; members and visitors cannot', async () => {
    const { streamer, helper, room, owner, manager, plain, visitor, operator: staff } = await roomWithEveryone();
    // A manager appointed before they joined is told their role on joining; nobody else hears one.
    expect(manager.heard.events).toEqual([{ type: 'role', room, role: 'manager' }]);
    expect([...owner.heard.events, ...plain.heard.events, ...staff.heard.events]).toEqual([]);

    expect(await act(plain, room, 'announce', { text: '내가 공지' })).toEqual(FORBIDDEN);
    expect(await act(plain, room, 'unannounce')).toEqual(FORBIDDEN);
    expect(await act(visitor, room, 'announce', { text: '방문자 공지' })).toEqual(MEMBERS_ONLY);
    expect(await act(owner, room, 'announce', { text: '   ' })).toEqual({
      ok: false,
      code: 'EMPTY',
      message: '공지 내용을 입력해주세요.',
    });
    expect(await act(owner, room, 'announce', { text: '가'.repeat(201) })).toEqual({
      ok: false,
      code: 'TOO_LONG',
      message: '공지는 200자까지 입력할 수 있습니다.',
    });
    expect(await act(owner, room, 'announce', { text: 42 })).toMatchObject({ ok: false, code: 'INVALID_REQUEST' });

    const pinned = await act(owner, room, 'announce', { text: ' 오늘은 <b>9시</b>에 시작합니다\n ' });
    const expected = {
      type: 'announcement',
      room,
      text: '오늘은 <b>9시</b>에 시작합니다',
      nickname: streamer.nickname,
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    };
    expect(pinned).toEqual({ ok: true, announcement: expected });
    await until(() => [plain, visitor, manager].every((who) => announcementsOf(who.heard).length === 1));
    expect(announcementsOf(visitor.heard)).toEqual([expected]);

    expect(await act(manager, room, 'announce', { text: '매니저 공지' })).toMatchObject({
      ok: true,
      announcement: { text: '매니저 공지', nickname: helper.nickname },
    });
    expect(await act(staff, room, 'unannounce')).toMatchObject({ ok: true, announcement: { text: null } });
    await until(() => announcementsOf(plain.heard).length === 3);
    expect(announcementsOf(plain.heard).map((event) => event['text'])).toEqual([
      '오늘은 <b>9시</b>에 시작합니다',
      '매니저 공지',
      null,
    ]);
    // None pinned: a joiner hears nothing about it.
    const late = await enter(null, room);
    await settle(200);
    expect(announcementsOf(late.heard)).toEqual([]);
    // Announcements are not moderation: nothing went out as `action` but the manager's appointment.
    expect(plain.heard.actions).toEqual([]);
  });

  test('a late joiner gets the announcement before its join is answered, and it survives an API restart', async () => {
    let node = await startNode();
    try {
      const streamer = await newMember(api, { channel: { live: true } });
      const viewer = await newMember(api);
      const room = String(streamer.channelId);
      const owner = await enter(streamer, room, node.url);
      await act(owner, room, 'announce', { text: '재시작해도 남는 공지' });

      const late = await enter(viewer, room, node.url);
      // joinAs resolves on the join's ack: the announcement came before it.
      expect(announcementsOf(late.heard)).toEqual([
        expect.objectContaining({ text: '재시작해도 남는 공지', nickname: streamer.nickname }),
      ]);

      await node.app.close();
      node = await startNode();
      const afterRestart = await enter(null, room, node.url);
      expect(announcementsOf(afterRestart.heard)).toEqual([
        expect.objectContaining({ text: '재시작해도 남는 공지', nickname: streamer.nickname }),
      ]);
    } finally {
      await node.app.close();
    }
  });

  test('a vote: members cast one ballot each, tallies reach the room, a late joiner gets it', async () => {
    const { viewer, helper, room, owner, manager, plain, visitor, operator: staff } = await roomWithEveryone();
    const [third, fourth] = [await newMember(api), await newMember(api)];

    expect(await openVote(plain, room)).toEqual(FORBIDDEN);
    expect(await openVote(staff, room)).toEqual(FORBIDDEN);
    expect(await openVote(visitor, room)).toEqual(MEMBERS_ONLY);
    expect(await openVote(owner, room, { options: ['하나'] })).toEqual({
      ok: false,
      code: 'INVALID_REQUEST',
      message: '투표 항목은 2개에서 5개까지 입력할 수 있습니다.',
    });
    expect(await openVote(owner, room, { options: ['1', '2', '3', '4', '5', '6'] })).toMatchObject({
      code: 'INVALID_REQUEST',
    });
    expect(await openVote(owner, room, { options: ['좋아', ' '] })).toEqual({
      ok: false,
      code: 'INVALID_REQUEST',
      message: '투표 항목은 1자에서 40자까지 입력할 수 있습니다.',
    });
    expect(await openVote(owner, room, { seconds: 29 })).toEqual({
      ok: false,
      code: 'INVALID_REQUEST',
      message: '투표 시간은 30초에서 30분 사이로 정해주세요.',
    });
    expect(await openVote(owner, room, { seconds: 1801 })).toMatchObject({ code: 'INVALID_REQUEST' });
    expect(await openVote(owner, room, { question: '가'.repeat(101) })).toEqual({
      ok: false,
      code: 'TOO_LONG',
      message: '투표 질문은 100자까지 입력할 수 있습니다.',
    });
    expect(await openVote(owner, room, { question: '' })).toEqual({
      ok: false,
      code: 'EMPTY',
      message: '투표 질문을 입력해주세요.',
    });

    const opened = await openVote(manager, room);
    const openedAt = Date.now();
    expect(opened).toEqual({
      ok: true,
      vote: {
        voteId: expect.any(Number),
        question: QUESTION,
        options: OPTIONS.map((text) => ({ text, votes: 0 })),
        total: 0,
        endsAt: expect.any(String),
        closed: false,
      },
    });
    const vote = opened['vote'] as ChatVote;
    expect(Date.parse(vote.endsAt) - openedAt).toBeGreaterThan(28_000);
    expect(Date.parse(vote.endsAt) - openedAt).toBeLessThanOrEqual(30_000);
    expect(await openVote(owner, room)).toEqual({
      ok: false,
      code: 'VOTE_IN_PROGRESS',
      message: '진행 중인 투표가 있습니다. 투표를 마감한 후 다시 시도해주세요.',
    });
    await until(() => votingOf(visitor.heard).length === 1);
    expect(votingOf(visitor.heard)[0]).toEqual({ type: 'voting', room, vote });

    const cast = (who: InRoom, option: number) => act(who, room, 'castVote', { voteId: vote.voteId, option });
    expect(await cast(visitor, 0)).toEqual(MEMBERS_ONLY);
    expect(await cast(plain, 3)).toMatchObject({ ok: false, code: 'INVALID_REQUEST' });
    expect(await cast(plain, -1)).toMatchObject({ ok: false, code: 'INVALID_REQUEST' });
    // A double click: both go out at once, one counts.
    const [first, second] = await Promise.all([cast(plain, 1), cast(plain, 2)]);
    const answers = [first, second].sort((a, b) => Number(b.ok) - Number(a.ok));
    expect(answers[0]).toMatchObject({ ok: true, chosen: expect.any(Number), vote: { total: 1 } });
    expect(answers[1]).toEqual({ ok: false, code: 'ALREADY_VOTED', message: '이미 투표에 참여했습니다.' });
    const plainChoice = answers[0]?.['chosen'] as number;
    expect(await cast(plain, 0)).toMatchObject({ ok: false, code: 'ALREADY_VOTED' });
    expect(await cast(manager, 1)).toMatchObject({ ok: true, chosen: 1 });
    const thirdIn = await enter(third, room);
    const fourthIn = await enter(fourth, room);
    expect(await cast(thirdIn, 0)).toMatchObject({ ok: true, chosen: 0 });
    expect(await cast(fourthIn, 1)).toMatchObject({ ok: true, chosen: 1, vote: { total: 4 } });

    const ballots = (await api.database.db.execute(
      sql`select member_id from chat_vote_ballots where vote_id = ${vote.voteId}`,
    )) as unknown as { rows: unknown[] };
    expect(ballots.rows).toHaveLength(4);

    // The tally reaches everyone, throttled: never two updates within a second.
    await until(() => votingOf(visitor.heard).at(-1)?.vote.total === 4, 5000, 'tally of 4');
    const tallies = votingOf(visitor.heard).slice(1);
    expect(tallies.length).toBeLessThanOrEqual(3);
    const expectedCounts = [1, 2, 0];
    expectedCounts[plainChoice] = (expectedCounts[plainChoice] ?? 0) + 1;
    expect(tallies.at(-1)?.vote.options.map((option) => option.votes)).toEqual(expectedCounts);

    // A late joiner (a member who voted, on a new tab) gets the open vote with its tally and their choice.
    const again = await enter(viewer, room);
    expect(votingOf(again.heard)).toEqual([
      {
        type: 'voting',
        room,
        vote: expect.objectContaining({ voteId: vote.voteId, total: 4, closed: false }),
        chosen: plainChoice,
      },
    ]);
    const lateVisitor = await enter(null, room);
    expect(votingOf(lateVisitor.heard)).toEqual([expect.objectContaining({ chosen: null })]);
    expect(helper.memberId).toBeGreaterThan(0);
    // Its timer is the next test's, on a node whose votes' seconds are short.
  });

  test('the timer closes a vote at its end: the final tally goes out once, then ballots are refused and a new vote may open', async () => {
    const quick = await startNode(QUICK_VOTES);
    try {
      const streamer = await newMember(api, { channel: { live: true } });
      const room = String(streamer.channelId);
      const owner = await enter(streamer, room, quick.url);
      const plain = await enter(await newMember(api), room, quick.url);
      const visitor = await enter(null, room, quick.url);
      const asked = Date.now();
      const vote = (await openVote(owner, room))['vote'] as ChatVote;
      const answered = Date.now();
      // 30 of this node's seconds from when the vote was stored, which was between the two.
      const length = 30 * QUICK_VOTES.voteSecondMs;
      expect(Date.parse(vote.endsAt)).toBeGreaterThanOrEqual(asked + length - 5);
      expect(Date.parse(vote.endsAt)).toBeLessThanOrEqual(answered + length);
      const cast = (who: InRoom, option: number) => act(who, room, 'castVote', { voteId: vote.voteId, option });
      expect(await cast(plain, 2)).toMatchObject({ ok: true, chosen: 2 });

      await until(() => closedOf(visitor.heard).length > 0, length + 5000, 'the vote to close');
      expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(vote.endsAt) - 50);
      await settle(1500);
      for (const who of [owner, plain, visitor]) expect(closedOf(who.heard)).toHaveLength(1);
      expect(closedOf(visitor.heard)[0]?.vote).toMatchObject({
        voteId: vote.voteId,
        options: [{ votes: 0 }, { votes: 0 }, { votes: 1 }],
        total: 1,
        closed: true,
      });
      expect(await cast(owner, 0)).toEqual({ ok: false, code: 'VOTE_CLOSED', message: '종료된 투표입니다.' });
      // Closed: a joiner hears of no vote, and a new one may open.
      const afterwards = await enter(null, room, quick.url);
      expect(votingOf(afterwards.heard)).toEqual([]);
      expect(await openVote(owner, room)).toMatchObject({ ok: true });
    } finally {
      await quick.app.close();
    }
  });

  test('the owner or a manager closes a vote early; an operator may close it; members may not', async () => {
    const { room, owner, manager, plain, operator: staff } = await roomWithEveryone();
    const vote = (await openVote(owner, room, { seconds: 600 }))['vote'] as ChatVote;
    expect(await act(plain, room, 'castVote', { voteId: vote.voteId, option: 0 })).toMatchObject({ ok: true });
    expect(await act(plain, room, 'closeVote', { voteId: vote.voteId })).toEqual(FORBIDDEN);
    expect(await act(manager, room, 'closeVote', { voteId: 'x' })).toMatchObject({ code: 'INVALID_REQUEST' });
    expect(await act(manager, room, 'closeVote', { voteId: vote.voteId })).toEqual({
      ok: true,
      vote: { ...vote, options: [{ text: '롤', votes: 1 }, ...vote.options.slice(1)], total: 1, closed: true },
    });
    expect(await act(owner, room, 'closeVote', { voteId: vote.voteId })).toEqual({
      ok: false,
      code: 'VOTE_CLOSED',
      message: '종료된 투표입니다.',
    });
    await until(() => closedOf(plain.heard).length === 1);
    await settle(1200);
    expect(closedOf(plain.heard)).toHaveLength(1);

    const next = (await openVote(manager, room))['vote'] as ChatVote;
    expect(await act(staff, room, 'closeVote', { voteId: next.voteId })).toMatchObject({
      ok: true,
      vote: { closed: true },
    });
    // Another room's vote is not this room's to close or cast in.
    const elsewhere = await newMember(api, { channel: { live: true } });
    const otherRoom = String(elsewhere.channelId);
    const otherOwner = await enter(elsewhere, otherRoom);
    const foreign = (await openVote(otherOwner, otherRoom))['vote'] as ChatVote;
    expect(await act(owner, room, 'closeVote', { voteId: foreign.voteId })).toMatchObject({ code: 'VOTE_CLOSED' });
    expect(await act(plain, room, 'castVote', { voteId: foreign.voteId, option: 0 })).toMatchObject({
      code: 'VOTE_CLOSED',
    });
    expect(await act(plain, otherRoom, 'castVote', { voteId: foreign.voteId, option: 0 })).toMatchObject({
      ok: false,
      code: 'NOT_JOINED',
    });
  });

  test("a vote whose node went away is closed by another node's sweep, announced once", async () => {
    let node = await startNode();
    try {
      const streamer = await newMember(api, { channel: { live: true } });
      const room = String(streamer.channelId);
      const owner = await enter(streamer, room, node.url);
      const vote = (await openVote(owner, room))['vote'] as ChatVote;
      await node.app.close();
      node = await startNode(QUICK_VOTES);
      const watcher = await enter(null, room, node.url);
      expect(votingOf(watcher.heard)).toEqual([
        expect.objectContaining({ vote: expect.objectContaining({ voteId: vote.voteId }) }),
      ]);
      // As if its 30 s had passed: only the sweep can close it now (this node has no timer for it).
      await api.database.db.execute(
        sql`update chat_votes set ends_at = opened_at + interval '1 second' where vote_id = ${vote.voteId}`,
      );
      await until(() => closedOf(watcher.heard).length === 1, 5000, 'the sweep to close it');
      await settle(300);
      expect(closedOf(watcher.heard)).toHaveLength(1);
    } finally {
      await node.app.close();
    }
  });
});
