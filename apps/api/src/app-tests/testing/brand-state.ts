import { sql } from 'drizzle-orm';
import type { BrandCode } from '@onair/contracts';
import type { Database } from '@onair/db';
import { rowsOf } from '../../platform/ledger/sql-rows';

/**
 * Everything of one brand a request from another could change, as one JSON value: its members,
 * channels and what hangs on them (posts, comments, likes, notices, board settings, follows,
 * watchers, subscriptions, recordings, chat), the messages and blocks its members are part of, its
 * orders, withdrawals, inquiries, reports and exchange events, and every ledger balance on its books
 * or owned by its members (settled plus pending), with the count of its ledger transactions.
 */
export async function brandState(db: Database, brand: BrandCode): Promise<unknown> {
  const [row] = await rowsOf<{ state: unknown }>(
    db,
    sql`with bm as (select member_id from members where brand = ${brand}),
             bc as (select channel_id from channels where owner_member_id in (select member_id from bm)),
             bp as (select board_id from board_posts where channel_id in (select channel_id from bc))
        select jsonb_build_object(
          'members', (select jsonb_agg(to_jsonb(t) order by t.member_id) from members t where t.member_id in (select member_id from bm)),
          'channels', (select jsonb_agg(to_jsonb(t) order by t.channel_id) from channels t where t.channel_id in (select channel_id from bc)),
          'posts', (select jsonb_agg(to_jsonb(t) order by t.board_id) from board_posts t where t.board_id in (select board_id from bp)),
          'comments', (select jsonb_agg(to_jsonb(t) order by t.comment_id) from board_comments t where t.board_id in (select board_id from bp)),
          'likes', (select jsonb_agg(to_jsonb(t) order by t.board_id, t.member_id) from board_likes t where t.board_id in (select board_id from bp)),
          'notices', (select jsonb_agg(to_jsonb(t) order by t.notice_id) from channel_notices t where t.channel_id in (select channel_id from bc)),
          'boardSettings', (select jsonb_agg(to_jsonb(t) order by t.channel_id) from board_settings t where t.channel_id in (select channel_id from bc)),
          'follows', (select jsonb_agg(to_jsonb(t) order by t.member_id, t.channel_id) from follows t where t.channel_id in (select channel_id from bc)),
          'watchers', (select jsonb_agg(to_jsonb(t) order by t.member_id, t.channel_id) from watch_history t where t.channel_id in (select channel_id from bc)),
          'subscriptions', (select jsonb_agg(to_jsonb(t) order by t.subscription_id) from subscriptions t
                             where t.brand = ${brand} or t.channel_id in (select channel_id from bc)),
          'recordings', (select jsonb_agg(to_jsonb(t) order by t.recorded_stream_id) from recorded_streams t where t.channel_id in (select channel_id from bc)),
          'chat', (select jsonb_agg(to_jsonb(t) order by t.channel_id, t.seq) from chat_messages t where t.channel_id in (select channel_id from bc)),
          'messages', (select jsonb_agg(to_jsonb(t) order by t.msg_id) from member_messages t
                        where t.sender_member_id in (select member_id from bm) or t.recipient_member_id in (select member_id from bm)),
          'blocks', (select jsonb_agg(to_jsonb(t) order by t.member_id, t.target_member_id) from message_blocks t
                      where t.member_id in (select member_id from bm) or t.target_member_id in (select member_id from bm)),
          'payments', (select jsonb_agg(to_jsonb(t) order by t.payment_id) from payments t where t.brand = ${brand}),
          'withdrawals', (select jsonb_agg(to_jsonb(t) order by t.withdraw_id) from withdrawals t where t.brand = ${brand}),
          'inquiries', (select jsonb_agg(to_jsonb(t) order by t.inquiry_id) from inquiries t where t.brand = ${brand}),
          'declarations', (select jsonb_agg(to_jsonb(t) order by t.declaration_id) from declarations t where t.brand = ${brand}),
          'exchanges', (select jsonb_agg(to_jsonb(t) order by t.application_id) from exchange_applications t
                         where t.event_id in (select event_id from exchange_events where brand = ${brand})),
          'balances', (select jsonb_object_agg(a.account_key, a.balance + onair_ledger_pending(a.account_id, a.deferred)) from ledger_accounts a
                        where a.brand = ${brand} or a.owner_member_id in (select member_id from bm)),
          'transactions', (select count(*) from ledger_transactions t where t.brand = ${brand})
        ) as state`,
  );
  return row?.state;
}
