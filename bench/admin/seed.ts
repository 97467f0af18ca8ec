import type pg from 'pg';

const BRANDS = `array['onair','mint','nova','bellcast']`;

/** A purchase is the LUV_5000 package (libs/contracts catalog.ts): 5,000 luv for 5,500 won. */
const PACKAGE = { productCode: 'LUV_5000', quantity: 5000, price: 5500 } as const;
/** A gifter buys a package before every fifth of their gifts (each gift is under 1,000 luv). */
const GIFTS_PER_PACKAGE = 5;
/** Gift transactions per inserting statement: the lots trigger runs once per statement. */
const CHUNK = 1_000_000;

/**
 * Who gives and who buys when, as a function of the gift's number h (0, 1, …): the shape every
 * statement below and the plan's counts share. Gifters are 1 in 10 members; gift h is from gifter
 * (h / 4) % gifters of residue h % 4 (member ids of one residue mod 4 share a brand), in that
 * gifter's round h / (4 × gifters). A gifter buys a package before their first gift and before
 * every round that is a multiple of GIFTS_PER_PACKAGE once shifted by their number, so purchases
 * are spread over the year; between two purchases there are at most GIFTS_PER_PACKAGE gifts.
 */
export function seedShape(members: number) {
  const streamers = 4 * Math.max(2, Math.floor(members / 200));
  const gifters = Math.max(1, Math.floor((members - streamers - 8) / 40));
  const streamerSlots = Math.floor((streamers - 8) / 4) || 1;
  const round = (h: number) => Math.floor(h / (4 * gifters));
  const buysBefore = (h: number) => round(h) === 0 || (round(h) + (Math.floor(h / 4) % gifters)) % GIFTS_PER_PACKAGE === 0;
  return {
    streamers,
    sql: {
      gifter: (h: string) => `(${streamers} + 4 + 4 * ((${h} / 4) % ${gifters}) + ${h} % 4)`,
      streamer: (h: string) => `(4 + 4 * ((${h} / 4) % ${streamerSlots}) + ${h} % 4)`,
      buysBefore: (h: string) =>
        `(${h} / ${4 * gifters} = 0 or (${h} / ${4 * gifters} + (${h} / 4) % ${gifters}) % ${GIFTS_PER_PACKAGE} = 0)`,
    },
    buysBefore,
  };
}

/** How many gifts fit in the entries: three entries each, and two for each purchase before one. */
export function giftsFor(entries: number, members: number) {
  const { buysBefore } = seedShape(members);
  let written = 0;
  let gifts = 0;
  let purchases = 0;
  for (;;) {
    const buys = buysBefore(gifts);
    const next = written + 3 + (buys ? 2 : 0);
    if (next > entries) break;
    written = next;
    gifts += 1;
    if (buys) purchases += 1;
  }
  return { gifts, purchases, entries: written };
}

/**
 * The history, in SQL with generate_series so 10 million rows take minutes, not hours: members in
 * signup order over the days, 1 in 50 a streamer with a channel, 1 in 10 a gifter, gift
 * transactions of three entries each (the sender's wallet, the streamer's received, the brand's
 * commission) spread evenly over the days, each gifter's wallet credited first by approved
 * purchases as the payment path posts them (gateway −5,000, wallet +5,000, reason payment,
 * reference payment:{orderId}), so the wallet-lots trigger opens a lot for each and every gift
 * takes from lots that cover it. Then withdrawals, subscriptions, sessions, chat lines, reports and
 * a month of per-minute live samples in proportion. Rows are in time order, as production writes
 * them; a purchase's transaction is numbered 2h + 1 just before its gift's 2h + 2. Balances are
 * not kept in step (the bench reads entries, never balances).
 */
export function seedStatements({ members, entries, days }: { members: number; entries: number; days: number }): Array<[string, string]> {
  const { streamers, sql: shape } = seedShape(members);
  const { gifts } = giftsFor(entries, members);
  const span = `interval '${days} days'`;
  // Row g of n happens at this instant: evenly over the days, oldest first.
  const at = (g: string, n: number) => `now() - ${span} + ${span} * (${g}::float8 / ${n})`;
  const sender = shape.gifter('g');
  const streamer = shape.streamer('g');
  const amount = `(10 + h % 990)::bigint`;
  const chunks: Array<[number, number]> = [];
  for (let lo = 0; lo < gifts; lo += CHUNK) chunks.push([lo, Math.min(gifts, lo + CHUNK) - 1]);
  const part = (index: number) => (chunks.length > 1 ? ` ${index + 1}/${chunks.length}` : '');
  return [
    ['session', `set work_mem = '64MB'`],
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
       select g, 'm:' || g || ':wallet:100', g, (${BRANDS})[1 + g % 4], 'wallet', 100, false, false
         from generate_series(1, ${members}) g
       union all
       select 2000000000 + g, 'm:' || g || ':received:100', g, (${BRANDS})[1 + g % 4], 'received', 100, false, true
         from generate_series(1, ${streamers}) g
       union all
       select 3000000000 + b, 's:' || (${BRANDS})[1 + b] || ':commission:100', null, (${BRANDS})[1 + b], 'commission', 100, true, true
         from generate_series(0, 3) b
       union all
       select 3000000010 + b, 's:' || (${BRANDS})[1 + b] || ':gateway:100', null, (${BRANDS})[1 + b], 'gateway', 100, true, true
         from generate_series(0, 3) b`,
    ],
    ...chunks.flatMap(([lo, hi], index): Array<[string, string]> => [
      [
        `transactions${part(index)}`,
        `insert into ledger_transactions (tx_id, brand, reason, reference, created_at)
         select t.tx_id, (${BRANDS})[1 + h % 4], t.reason, t.reference, ${at('h', gifts)}
           from generate_series(${lo}, ${hi}) h
          cross join lateral (values
            (2 * h + 1, 'payment', 'payment:ORD-' || h, ${shape.buysBefore('h')}),
            (2 * h + 2, 'gift', 'gift:' || h, true)) as t(tx_id, reason, reference, present)
          where t.present`,
      ],
      [
        `entries${part(index)}`,
        `insert into ledger_entries (tx_id, account_id, item_code, amount, created_at)
         select e.tx_id, e.account_id, 100, e.amount, ${at('h', gifts)}
           from generate_series(${lo}, ${hi}) h
          cross join lateral (values
            (2 * h + 1, 3000000010 + h % 4, -${PACKAGE.quantity}::bigint, ${shape.buysBefore('h')}),
            (2 * h + 1, ${shape.gifter('h')}::bigint, ${PACKAGE.quantity}::bigint, ${shape.buysBefore('h')}),
            (2 * h + 2, ${shape.gifter('h')}::bigint, -${amount}, true),
            (2 * h + 2, 2000000000 + ${shape.streamer('h')}, ${amount} - ${amount} / 5, true),
            (2 * h + 2, 3000000000 + h % 4, ${amount} / 5, true)) as e(tx_id, account_id, amount, present)
          where e.present`,
      ],
    ]),
    ['transactions sequence', `select setval('ledger_transactions_tx_id_seq', ${2 * gifts})`],
    [
      'payments (the purchases posted above)',
      `insert into payments (order_id, member_id, brand, kind, product_code, item_code, quantity, price, method, state,
                             credit_tx_id, created_at, updated_at, approved_at)
       select 'ORD-' || h, ${shape.gifter('h')}, (${BRANDS})[1 + h % 4], 'luv', '${PACKAGE.productCode}', 100,
              ${PACKAGE.quantity}, ${PACKAGE.price}, 'card', 9, 2 * h + 1,
              ${at('h', gifts)} - interval '1 minute', ${at('h', gifts)}, ${at('h', gifts)}
         from generate_series(0, ${gifts - 1}) h
        where ${shape.buysBefore('h')}`,
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
       select 'f' || g, 1 + (g::bigint * 7919) % ${members}, md5(g::text) || md5((g + 1)::text), ${at('g', Math.floor(entries / 4))},
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
      // Per brand, and every brand together under '*' as the sampling job keeps them (rollup-job.ts).
      'live samples (30 days)',
      `insert into dashboard_samples (brand, at, live_channels, viewers)
       select coalesce((${BRANDS})[1 + b], '*'), date_trunc('minute', now()) - m * interval '1 minute',
              (100 + (m % 60)) * case when b = 4 then 4 else 1 end, (5000 + (m % 1440) * 3) * case when b = 4 then 4 else 1 end
         from generate_series(0, 30 * 1440 - 1) m cross join generate_series(0, 4) b`,
    ],
    // What autovacuum does to a table written over a year: BRIN ranges summarized (autosummarize), statistics.
    ['vacuum analyze', 'vacuum analyze'],
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
