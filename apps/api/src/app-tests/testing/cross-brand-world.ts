/* eslint-disable @typescript-eslint/no-non-null-assertion -- rows this helper just inserted */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BrandCode } from '@onair/contracts';
import {
  clips,
  gifts,
  boardComments,
  boardPosts,
  channelNotices,
  declarations,
  exchangeEvents,
  inquiries,
  memberMessages,
  payments,
  subscriptions,
  withdrawals,
} from '@onair/db';
import { heldOf, receivedOf, walletOf } from '../../platform/ledger/accounts';
import { rowsOf } from '../../platform/ledger/sql-rows';
import { fund, newMember, type MoneyApi, type TestMember } from '../../modules/money/testing/money-test-kit';
import { present } from '../../platform/present';
import { fileRecording } from '../../modules/streams/testing/recordings';

/** The brand every caller of the cross-brand test signs in on: onair, which has every feature on. */
export const HOME_BRAND: BrandCode = 'onair';

/** Who calls: members of the home brand. `owner` runs a channel of their own there. */
/** The home brand's callers, and a post on the owner's board (for the routes that name one beside the foreign id). */
export type Callers = { member: TestMember; operator: TestMember; owner: TestMember & { channelId: number }; boardId: number };

/** One of each thing a route may name, all of them of another brand (`brand`). */
export type Foreign = {
  brand: BrandCode;
  owner: TestMember & { channelId: number };
  fan: TestMember;
  boardId: number;
  commentId: number;
  noticeId: number;
  msgId: number;
  orderId: string;
  withdrawId: number;
  inquiryId: number;
  declarationId: number;
  subscriptionId: number;
  recordedStreamId: number;
  /** A fan's clip of that recording, made. */
  clipId: number;
  eventId: number;
  /** A gift the brand's fan sent its owner, which only the fan may report as a mistake. */
  giftId: number;
  /** The chat room's line, which a report names by its room (the channel). */
  chatSeq: number;
};

const withChannel = (member: TestMember) => ({ ...member, channelId: present(member.channelId, 'the channel') });

/** The home brand's callers, with currency and a room pass in the member's wallet for the money routes. */
export async function homeCallers(api: MoneyApi): Promise<Callers> {
  const member = await newMember(api, { brand: HOME_BRAND });
  await fund(api, walletOf(member.memberId, HOME_BRAND), 100_000);
  await fund(api, walletOf(member.memberId, HOME_BRAND, 420), 5);
  await fund(api, walletOf(member.memberId, HOME_BRAND, 700), 2);
  const owner = withChannel(await newMember(api, { brand: HOME_BRAND, channel: {} }));
  const [post] = await api.database.db
    .insert(boardPosts)
    .values({ channelId: owner.channelId, authorMemberId: owner.memberId, title: '홈 글', content: '내용' })
    .returning();
  return {
    member,
    operator: await newMember(api, { brand: HOME_BRAND, userType: 'O' }),
    owner,
    boardId: present(post?.boardId, 'the home post'),
  };
}

/**
 * Everything of another brand a route may name, written straight to the database (so a brand with
 * boards or subscriptions off still has them): a live channel with a post, a comment, a notice and
 * a recording, a fan who wrote, messaged, ordered, asked, reported and subscribed, a withdrawal
 * the owner asked for (its currency held), and an exchange event running now.
 */
export async function foreignWorld(api: MoneyApi, brand: BrandCode): Promise<Foreign> {
  const db = api.database.db;
  const owner = withChannel(await newMember(api, { brand, channel: { live: true } }));
  const fan = await newMember(api, { brand });
  const channelId = owner.channelId;
  const [post] = await db
    .insert(boardPosts)
    .values({ channelId, authorMemberId: fan.memberId, title: '글', content: '내용' })
    .returning();
  const boardId = post!.boardId;
  const [comment] = await db
    .insert(boardComments)
    .values({ boardId, authorMemberId: fan.memberId, content: '댓글' })
    .returning();
  const [notice] = await db
    .insert(channelNotices)
    .values({ channelId, authorMemberId: owner.memberId, title: '공지', content: '내용' })
    .returning();
  const [message] = await db
    .insert(memberMessages)
    .values({ senderMemberId: fan.memberId, recipientMemberId: owner.memberId, content: '안녕' })
    .returning();
  const orderId = `ORD-${randomUUID().slice(0, 12)}`;
  await db.insert(payments).values({
    orderId,
    memberId: fan.memberId,
    brand,
    kind: 'luv',
    productCode: 'LUV_1000',
    itemCode: 100,
    quantity: 1000,
    price: 1100,
    method: 'creditcard',
  });
  const [inquiry] = await db
    .insert(inquiries)
    .values({ memberId: fan.memberId, brand, category: 2, title: '문의', content: '내용' })
    .returning();
  const [declaration] = await db
    .insert(declarations)
    .values({
      reporterMemberId: fan.memberId,
      brand,
      targetType: 'channel',
      targetId: channelId,
      reason: 1,
      content: '신고',
    })
    .returning();
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      memberId: fan.memberId,
      channelId,
      brand,
      plan: 'oneMonth',
      state: 1,
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
    })
    .returning();
  const recording = await fileRecording(db, channelId, '지난 방송', '2026-01-01T00:00:00Z', 60);
  const [clip] = await db
    .insert(clips)
    .values({
      channelId,
      broadcastId: recording.broadcastId,
      recordedStreamId: recording.recordedStreamId,
      creatorMemberId: fan.memberId,
      title: '남의 클립',
      mediaNode: 'node-t',
      requestedStartSeconds: 0,
      requestedDurationSeconds: 10,
      startSeconds: 0,
      durationSeconds: 10,
      status: 'ready',
    })
    .returning();
  const [event] = await db
    .insert(exchangeEvents)
    .values({
      brand,
      title: '교환',
      fromItemCode: 440,
      toItemCode: 100,
      rateFrom: 1,
      rateTo: 10,
      perMemberLimit: 100,
      startsAt: new Date(Date.now() - 86_400_000),
      endsAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  const chatSeq = await chatLine(api, channelId, fan);
  // The gift's row alone (no movement): what the mistake report looks up; a report moves nothing.
  const [gift] = await db
    .insert(gifts)
    .values({ senderMemberId: fan.memberId, channelId, brand, itemCode: 100, amount: 100, netAmount: 80, txId: 0 })
    .returning();
  return {
    brand,
    owner,
    fan,
    boardId,
    commentId: comment!.commentId,
    noticeId: notice!.noticeId,
    msgId: message!.msgId,
    orderId,
    withdrawId: await heldWithdrawal(api, owner, brand),
    inquiryId: inquiry!.inquiryId,
    declarationId: declaration!.declarationId,
    subscriptionId: subscription!.subscriptionId,
    recordedStreamId: recording.recordedStreamId,
    clipId: clip!.clipId,
    eventId: event!.eventId,
    giftId: gift!.giftId,
    chatSeq,
  };
}

/** A withdrawal request as POST /api/luv/withdraw leaves it: the amount moved from received to held. */
async function heldWithdrawal(api: MoneyApi, owner: TestMember, brand: BrandCode) {
  await fund(api, receivedOf(owner.memberId, brand), 50_000);
  return api.ledger.transaction(async (tx) => {
    const [row] = await rowsOf<{ id: number | string }>(
      tx,
      sql`select nextval(pg_get_serial_sequence('withdrawals', 'withdraw_id')) as id`,
    );
    const withdrawId = Number(row!.id);
    const { txId } = await api.ledger.post(tx, {
      brand,
      reason: 'withdrawal',
      reference: `withdrawal:${withdrawId}`,
      memo: 'hold',
      entries: [
        { account: receivedOf(owner.memberId, brand), amount: -20_000 },
        { account: heldOf(owner.memberId, brand), amount: 20_000 },
      ],
    });
    await tx.insert(withdrawals).values({
      withdrawId,
      memberId: owner.memberId,
      brand,
      amount: 20_000,
      payout: 19_000,
      state: 'requested',
      bankCode: '004',
      bankAccount: '123456789012',
      bankHolderName: '홍길동',
      holdTxId: txId,
    });
    return withdrawId;
  });
}

async function chatLine(api: MoneyApi, channelId: number, member: TestMember) {
  const db = api.database.db;
  await db.execute(
    sql`insert into chat_rooms (channel_id, last_seq) values (${channelId}, 1) on conflict (channel_id) do update set last_seq = 1`,
  );
  await db.execute(
    sql`insert into chat_messages (channel_id, seq, member_id, nickname, role, kind, text) values (${channelId}, 1, ${member.memberId}, ${member.nickname}, 'member', 'chat', '안녕하세요')`,
  );
  return 1;
}
