import type pg from 'pg';

const BRANDS = `array['onair','mint','nova','bellcast']`;

/**
 * The history, in SQL with generate_series so 10 million rows take minutes, not hours: members in
 * signup order over the days, 1 in 50 a streamer with a channel, gift transactions of three entries
 * each (the sender's wallet, the streamer's received, the brand's commission) spread evenly over
 * the days, and payments, withdrawals, subscriptions, sessions, chat lines, reports and a month of
 * per-minute live samples in proportion. Rows are in time order, as production writes them.
 * Balances are not kept in step (the bench reads entries, never balances).
 */
export function seedStatements({ members, entries, days }: { members: number; entries: number; days: number }): Array<[string, string]> {
  const streamers = Math.max(4, Math.floor(members / 50));
  const transactions = Math.floor(entries / 3);
  const span = `interval '${days} days'`;
  // Row g of n happens at this instant: evenly over the days, oldest first.
  const at = (g: string, n: number) => `now() - ${span} + ${span} * (${g}::float8 / ${n})`;
  // A sender and a streamer of the same brand: member ids of one residue mod 4 share a brand.
  const sender = `(${streamers} + 4 + 4 * ((g / 4) % ${Math.floor((members - streamers - 8) / 4)}) + g % 4)`;
  const streamer = `(4 + 4 * ((g / 4) % ${Math.floor((streamers - 8) / 4)}) + g % 4)`;
  return [
    [
      'members',
      `insert into members (member_id, login_id, nickname, brand, user_type, created_at)
       select g, 'b' || g, 'n' || g, (${BRANDS})[1 + g % 4], 'V', ${at('g', members)}
         from generate_series(1, ${members}) g`,
    ],
    ['members sequence', `select setval('members_member_id_seq', ${members})`],
    [
      'channels',
      `insert into channels (channel_id, owner_member_id, name, is_live, viewer_count)
       select g, g, 'c' || g, g % 20 = 0, case when g % 20 = 0 then g % 500 else 0 end
         from generate_series(1, ${streamers}) g`,
    ],
    ['chat rooms', `insert into chat_rooms (channel_id) select g from generate_series(1, ${streamers}) g`],
    [
      'accounts',
      `insert into ledger_accounts (account_id, account_key, owner_member_id, brand, kind, item_code, allow_negative, deferred)
       select g, 'm:' || g || ':wallet:100', g, (${BRANDS})[1 + g % 4], 'wallet', 100, true, false
         from generate_series(1, ${members}) g
       union all
       select 2000000000 + g, 'm:' || g || ':received:100', g, (${BRANDS})[1 + g % 4], 'received', 100, false, true
         from generate_series(1, ${streamers}) g
       union all
       select 3000000000 + b, 's:' || (${BRANDS})[1 + b] || ':commission:100', null, (${BRANDS})[1 + b], 'commission', 100, true, false
         from generate_series(0, 3) b`,
    ],
    [
      'transactions',
      `insert into ledger_transactions (tx_id, brand, reason, reference, created_at)
       select g, (${BRANDS})[1 + g % 4], 'gift', 'gift:' || g, ${at('g', transactions)}
         from generate_series(1, ${transactions}) g`,
    ],
    ['transactions sequence', `select setval('ledger_transactions_tx_id_seq', ${transactions})`],
    [
      'entries',
      `insert into ledger_entries (tx_id, account_id, item_code, amount, created_at)
       select g, e.account_id, 100, e.amount, ${at('g', transactions)}
         from generate_series(1, ${transactions}) g
        cross join lateral (values
          (${sender}::bigint, -(10 + g % 990)::bigint),
          (2000000000 + ${streamer}, (10 + g % 990) - (10 + g % 990) / 5),
          (3000000000 + g % 4, ((10 + g % 990) / 5)::bigint)) as e(account_id, amount)`,
    ],
    [
      'payments',
      `insert into payments (order_id, member_id, brand, kind, product_code, item_code, quantity, price, method, state, created_at, approved_at)
       select 'ORD-' || g, ${sender}, (${BRANDS})[1 + g % 4], 'luv', 'luv-1000', 100, 1000, 1100 * (1 + g % 10), 'card', 9,
              ${at('g', Math.floor(entries / 10))}, ${at('g', Math.floor(entries / 10))}
         from generate_series(1, ${Math.floor(entries / 10)}) g`,
    ],
    [
      'withdrawals',
      `insert into withdrawals (member_id, brand, amount, payout, state, bank_code, bank_account, bank_holder_name, hold_tx_id, requested_at, decided_at)
       select ${streamer}, (${BRANDS})[1 + g % 4], 10000, 9000, case when g % 10 = 0 then 'requested' else 'completed' end,
              '004', '1234567890', '홍길동', 1, ${at('g', Math.floor(entries / 100))},
              case when g % 10 = 0 then null else ${at('g', Math.floor(entries / 100))} end
         from generate_series(1, ${Math.floor(entries / 100)}) g`,
    ],
    [
      'subscriptions',
      `insert into subscriptions (subscription_id, member_id, channel_id, brand, plan, state, auto_renew, periods, started_at, expires_at)
       select g, ${sender}, ${streamer}, (${BRANDS})[1 + g % 4], 'oneMonth', 1, true, 1,
              ${at('g', Math.floor(entries / 50))}, ${at('g', Math.floor(entries / 50))} + interval '30 days'
         from generate_series(1, ${Math.floor(entries / 50)}) g`,
    ],
    [
      'subscription events',
      `insert into subscription_events (subscription_id, event, period, at)
       select g, 0, 1, ${at('g', Math.floor(entries / 50))} from generate_series(1, ${Math.floor(entries / 50)}) g`,
    ],
    [
      'sessions',
      `insert into refresh_tokens (family_id, member_id, token_hash, created_at, expires_at, family_expires_at)
       select 'f' || g, 1 + (g * 7919) % ${members}, md5(g::text) || md5((g + 1)::text), ${at('g', Math.floor(entries / 4))},
              ${at('g', Math.floor(entries / 4))} + interval '1 day', ${at('g', Math.floor(entries / 4))} + interval '30 days'
         from generate_series(1, ${Math.floor(entries / 4)}) g`,
    ],
    [
      'chat lines',
      `insert into chat_messages (channel_id, seq, member_id, role, kind, text, created_at)
       select ${streamer}, g, ${sender}, 'viewer', 'chat', 'ㅋㅋ', ${at('g', Math.floor(entries / 2))}
         from generate_series(1, ${Math.floor(entries / 2)}) g`,
    ],
    [
      'reports',
      `insert into declarations (reporter_member_id, brand, target_type, target_id, reason, content, status, created_at)
       select ${sender}, (${BRANDS})[1 + g % 4], 'member', ${streamer}, 1, '욕설',
              case when g % 20 = 0 then 'received' else 'dismissed' end, ${at('g', Math.floor(entries / 200))}
         from generate_series(1, ${Math.floor(entries / 200)}) g`,
    ],
    [
      'live samples (30 days)',
      `insert into dashboard_samples (brand, at, live_channels, viewers)
       select (${BRANDS})[1 + b], date_trunc('minute', now()) - m * interval '1 minute',
              100 + (m % 60), 5000 + (m % 1440) * 3
         from generate_series(0, 30 * 1440 - 1) m cross join generate_series(0, 3) b`,
    ],
    ['analyze', 'analyze'],
  ];
}

/** Runs the statements in order, timing each. */
export async function seed(client: pg.Client, statements: Array<[string, string]>, log: (line: string) => void) {
  for (const [name, statement] of statements) {
    const started = performance.now();
    const result = await client.query(statement);
    log(`  ${name}: ${result.rowCount ?? 0} rows, ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}
