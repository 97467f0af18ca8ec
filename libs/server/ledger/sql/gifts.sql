-- Gifts in one statement: POST /api/luv/gift is the hot path (thousands a second into one
-- streamer), so a gift is one call of onair_send_gifts, with one gift or with all that arrived
-- together (libs/server/ledger/src/send-gift.ts; the demo seed calls it too). The rules are the
-- ones post() follows (libs/server/ledger/README.md): the sender's wallet is debited only while it
-- stays non-negative, the streamer's and the platform's credits are entries of deferred accounts
-- (folded later), the entries sum to zero, and each gift is recorded and answered under its
-- member's Idempotency-Key in the same transaction.
--
-- p_orders is a JSON array of {ord, member_id, key, operation, request_hash, brand, channel_id,
-- item_code, amount, fee, message}; one row answers each order (order_index is its ord):
--   'sent'      the gift moved; answer_status and answer_body are its answer, stored under the key;
--               sent_gift_id, sent_live and sent_nickname describe it for the room's alert.
--   'replay'    the key already holds an answer for this operation and body; nothing moved.
--   'mismatch'  the key was used for another operation or body; nothing moved.
--   'channelNotFound', 'giftToOwnChannel', 'insufficientBalance'
--               refused; nothing moved and no key was written, so the caller stores the
--               refusal's answer under it in a statement of its own.
-- The composite types onair_gift_order and onair_gift_answer both functions use were made by
-- migration 0013_gift_set_statement and have not changed since.
--
-- History: 0005 (gift by gift), 0013 (sets; 0005's function renamed onair_send_gifts_in_turn),
-- 0017 and 0019 (fewer statements, keys written with their answers), 0023 (withdrawn owners'
-- channels refused), 0029 (credits fold from ledger_entries), 0031 (a channel of another brand
-- refused). Change them here, then run `npm run db:sql-migration -- <name>`
-- (libs/server/db/README.md).

-- Gift by gift, in member, item and key order: what the set path below cannot settle alone (the
-- same key twice in a batch, a wallet that cannot pay for all of its gifts, a credited account
-- that does not exist yet, whose account it creates in key order before any row is locked, so
-- two calls wait on each other rather than deadlock). Each gift is a channel read (its owner a
-- member of the gift's brand, not withdrawn), a conditional debit, the transaction, its entries,
-- the gifts row and the key with its answer.
CREATE OR REPLACE FUNCTION onair_send_gifts_in_turn(p_orders jsonb)
RETURNS TABLE (order_index integer, outcome text, answer_status smallint, answer_body jsonb, sent_gift_id bigint, sent_live boolean, sent_nickname text)
LANGUAGE plpgsql
AS $$
DECLARE
  v_account record;
  o record;
  v_stored record;
  v_owner integer;
  v_live boolean;
  v_nickname text;
  v_received bigint;
  v_commission bigint;
  v_wallet bigint;
  v_balance bigint;
  v_refusal text;
  v_gift_id bigint;
  v_answer jsonb;
BEGIN
  -- The credited accounts that do not exist yet, created in key order before any row is locked.
  FOR v_account IN
    SELECT DISTINCT k.account_key, k.owner_id, k.brand_code, k.account_kind, k.item, k.negative_allowed
      FROM jsonb_to_recordset(p_orders) AS x (member_id integer, channel_id integer, brand varchar, item_code integer, fee bigint)
      JOIN channels c ON c.channel_id = x.channel_id AND c.owner_member_id <> x.member_id
      JOIN members om ON om.member_id = c.owner_member_id AND om.withdrawn_at IS NULL AND om.brand = x.brand
      CROSS JOIN LATERAL (VALUES
        ('m:' || c.owner_member_id || ':received:' || x.item_code, c.owner_member_id, x.brand, 'received', x.item_code, false),
        (CASE WHEN x.fee > 0 THEN 's:' || x.brand || ':commission:' || x.item_code END, NULL::integer, x.brand, 'commission', x.item_code, true)
      ) AS k (account_key, owner_id, brand_code, account_kind, item, negative_allowed)
     WHERE k.account_key IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.account_key = k.account_key)
     ORDER BY k.account_key
  LOOP
    PERFORM onair_ledger_account(v_account.account_key, v_account.owner_id, v_account.brand_code, v_account.account_kind, v_account.item, v_account.negative_allowed, true);
  END LOOP;

  -- The gifts, in member, item and key order.
  FOR o IN
    SELECT x.* FROM jsonb_to_recordset(p_orders)
        AS x (ord integer, member_id integer, key varchar, operation varchar, request_hash varchar, brand varchar,
              channel_id integer, item_code integer, amount bigint, fee bigint, message varchar)
     ORDER BY x.member_id, x.item_code, x.key, x.ord
  LOOP
    order_index := o.ord;
    outcome := NULL; answer_status := NULL; answer_body := NULL; sent_gift_id := NULL; sent_live := NULL; sent_nickname := NULL;
    -- A bug in the caller, not a refusal: every entry must be non-zero and the three sum to zero.
    IF o.amount <= 0 OR o.fee < 0 OR o.fee >= o.amount THEN
      RAISE EXCEPTION 'onair_send_gifts: amount % with fee % is not a gift', o.amount, o.fee;
    END IF;
    -- The claim comes first. A concurrent request with the same key waits on it here until the
    -- first one's transaction ends: committed, it holds an answer that the next statement (with a
    -- new snapshot) reads; refused, its claim was deleted and this insert goes ahead. The same key
    -- twice in one call: the second finds the first's answer.
    INSERT INTO idempotency_keys (member_id, key, operation, request_hash, status_code, response)
    VALUES (o.member_id, o.key, o.operation, o.request_hash, 0, 'null'::jsonb)
    ON CONFLICT (member_id, key) DO NOTHING;
    IF NOT FOUND THEN
      SELECT k.operation, k.request_hash, k.status_code, k.response INTO v_stored
        FROM idempotency_keys k WHERE k.member_id = o.member_id AND k.key = o.key;
      IF NOT FOUND OR v_stored.status_code = 0 THEN
        RAISE EXCEPTION 'onair_send_gifts: idempotency key % conflicted but holds no answer', o.key;
      END IF;
      IF v_stored.operation <> o.operation OR v_stored.request_hash <> o.request_hash THEN
        outcome := 'mismatch';
      ELSE
        outcome := 'replay'; answer_status := v_stored.status_code; answer_body := v_stored.response;
      END IF;
      RETURN NEXT;
      CONTINUE;
    END IF;

    -- The channel (of an owner who is still a member of the gift's brand), the sender's nickname and the
    -- credited accounts' ids in one read.
    v_refusal := NULL;
    SELECT c.owner_member_id, c.is_live,
           (SELECT m.nickname FROM members m WHERE m.member_id = o.member_id),
           (SELECT a.account_id FROM ledger_accounts a WHERE a.account_key = 'm:' || c.owner_member_id || ':received:' || o.item_code),
           (SELECT a.account_id FROM ledger_accounts a WHERE a.account_key = 's:' || o.brand || ':commission:' || o.item_code)
      INTO v_owner, v_live, v_nickname, v_received, v_commission
      FROM channels c JOIN members om ON om.member_id = c.owner_member_id AND om.withdrawn_at IS NULL AND om.brand = o.brand
     WHERE c.channel_id = o.channel_id;
    IF NOT FOUND THEN
      v_refusal := 'channelNotFound';
    ELSIF v_owner = o.member_id THEN
      v_refusal := 'giftToOwnChannel';
    ELSE
      -- The only row a gift locks: the sender's wallet, debited only while it stays non-negative.
      -- A wallet is never deferred (accounts-model.ts), so nothing of it is pending.
      UPDATE ledger_accounts a SET balance = a.balance - o.amount
       WHERE a.account_key = 'm:' || o.member_id || ':wallet:' || o.item_code
         AND (a.allow_negative OR a.balance - o.amount >= 0)
      RETURNING a.account_id, a.balance INTO v_wallet, v_balance;
      IF NOT FOUND THEN
        v_refusal := 'insufficientBalance';
      END IF;
    END IF;
    -- Refused: nothing moved, and the key is free again for the caller to store the refusal.
    IF v_refusal IS NOT NULL THEN
      DELETE FROM idempotency_keys k WHERE k.member_id = o.member_id AND k.key = o.key;
      outcome := v_refusal;
      RETURN NEXT;
      CONTINUE;
    END IF;

    -- The first phase created these, unless the channel itself committed after it read channels.
    IF v_received IS NULL OR (v_commission IS NULL AND o.fee > 0) THEN
      v_received := coalesce(v_received, onair_ledger_account('m:' || v_owner || ':received:' || o.item_code, v_owner, o.brand, 'received', o.item_code, false, true));
      IF o.fee > 0 THEN
        v_commission := coalesce(v_commission, onair_ledger_account('s:' || o.brand || ':commission:' || o.item_code, NULL, o.brand, 'commission', o.item_code, true, true));
      END IF;
    END IF;

    -- The transaction, its entries (the debit, the net, the fee when there is one; the credits are
    -- pending until the next fold, which finds them by id), the gifts row, and the answer under the
    -- key. The key's claim above gave this transaction its id before any entry id is drawn.
    v_gift_id := nextval('gifts_gift_id_seq'::regclass);
    v_answer := jsonb_build_object('giftId', v_gift_id, 'itemCode', o.item_code, 'amount', o.amount, 'netAmount', o.amount - o.fee, 'balance', v_balance, 'live', v_live);
    WITH t AS (
      INSERT INTO ledger_transactions (brand, reason, reference) VALUES (o.brand, 'gift', 'gift:' || v_gift_id) RETURNING tx_id
    ), v (account_id, amount) AS (
      VALUES (v_wallet, -o.amount), (v_received, o.amount - o.fee), (v_commission, o.fee)
    ), e AS (
      INSERT INTO ledger_entries (tx_id, account_id, item_code, amount)
      SELECT t.tx_id, v.account_id, o.item_code, v.amount FROM t CROSS JOIN v WHERE v.amount <> 0
    ), g AS (
      INSERT INTO gifts (gift_id, sender_member_id, channel_id, brand, item_code, amount, net_amount, message, live, tx_id)
      SELECT v_gift_id, o.member_id, o.channel_id, o.brand, o.item_code, o.amount, o.amount - o.fee, o.message, v_live, t.tx_id FROM t
    )
    UPDATE idempotency_keys k SET status_code = 200, response = v_answer
     WHERE k.member_id = o.member_id AND k.key = o.key;

    outcome := 'sent'; answer_status := 200; answer_body := v_answer;
    sent_gift_id := v_gift_id; sent_live := v_live; sent_nickname := v_nickname;
    RETURN NEXT;
  END LOOP;
END
$$;

-- Gifts as sets, the API's path: a fixed handful of statements whatever the batch's size (the
-- executor's start-up per statement was most of PostgreSQL's time per gift gift by gift). Generic
-- plans: the statements look rows up one by one, and with plan_cache_mode auto the planner
-- replanned the large statement on every call (twice the backend's CPU for a batch of one). What
-- the sets cannot settle goes to onair_send_gifts_in_turn in the same transaction, as does a batch
-- smaller than p_set_from (the API sends 1, so every batch goes as a set first).
CREATE OR REPLACE FUNCTION onair_send_gifts(p_orders jsonb, p_set_from integer DEFAULT 8)
RETURNS TABLE (order_index integer, outcome text, answer_status smallint, answer_body jsonb, sent_gift_id bigint, sent_live boolean, sent_nickname text)
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  v_orders onair_gift_order[];
  v_fresh integer[];
  v_answers onair_gift_answer[];
  v_in_turn integer[];
BEGIN
  IF jsonb_array_length(p_orders) < p_set_from THEN
    RETURN QUERY SELECT * FROM onair_send_gifts_in_turn(p_orders);
    RETURN;
  END IF;

  -- Sorted as 0005 sorts them, so every call writes keys and locks wallets in the same order.
  v_orders := ARRAY(
    SELECT ROW(x.ord, x.member_id, x.key, x.operation, x.request_hash, x.brand, x.channel_id, x.item_code, x.amount, x.fee, x.message)::onair_gift_order
      FROM jsonb_to_recordset(p_orders)
        AS x (ord integer, member_id integer, key varchar, operation varchar, request_hash varchar, brand varchar,
              channel_id integer, item_code integer, amount bigint, fee bigint, message varchar)
     ORDER BY x.member_id, x.item_code, x.key, x.ord);

  -- A bug in the caller, not a refusal: every entry must be non-zero and the three sum to zero.
  IF EXISTS (SELECT 1 FROM unnest(v_orders) o WHERE o.amount <= 0 OR o.fee < 0 OR o.fee >= o.amount) THEN
    RAISE EXCEPTION 'onair_send_gifts: an order''s amount and fee are not a gift';
  END IF;

  IF EXISTS (SELECT 1 FROM unnest(v_orders) o GROUP BY o.member_id, o.key HAVING count(*) > 1) THEN
    RETURN QUERY SELECT * FROM onair_send_gifts_in_turn(p_orders);
    RETURN;
  END IF;

  -- Keys already answered: replays of their answers, or mismatches. A key is written only with its
  -- gift's answer, in the statement below, so a key some other transaction is writing now is not
  -- seen here; that statement's insert then waits for it and, once it commits, fails with a unique
  -- violation, which rolls this whole statement back for the caller to run again (and see a replay).
  v_fresh := ARRAY(
    -- A scalar subquery, so each key is one index probe: as NOT EXISTS, a table grown since its last
    -- ANALYZE had the planner hash all of idempotency_keys on every call.
    SELECT o.ord FROM unnest(v_orders) o
     WHERE (SELECT 1 FROM idempotency_keys k WHERE k.member_id = o.member_id AND k.key = o.key LIMIT 1) IS NULL);
  IF cardinality(v_fresh) < cardinality(v_orders) THEN
    IF EXISTS (
      SELECT 1 FROM unnest(v_orders) o
       WHERE o.ord <> ALL (v_fresh)
         AND coalesce((SELECT k.status_code FROM idempotency_keys k WHERE k.member_id = o.member_id AND k.key = o.key), 0) = 0
    ) THEN
      RAISE EXCEPTION 'onair_send_gifts: an idempotency key is taken but holds no answer';
    END IF;
    RETURN QUERY
      SELECT o.ord,
             CASE WHEN k.operation <> o.operation OR k.request_hash <> o.request_hash THEN 'mismatch' ELSE 'replay' END,
             CASE WHEN k.operation <> o.operation OR k.request_hash <> o.request_hash THEN NULL ELSE k.status_code END,
             CASE WHEN k.operation <> o.operation OR k.request_hash <> o.request_hash THEN NULL ELSE k.response END,
             NULL::bigint, NULL::boolean, NULL::text
        FROM unnest(v_orders) o
        CROSS JOIN LATERAL (SELECT k.* FROM idempotency_keys k WHERE k.member_id = o.member_id AND k.key = o.key LIMIT 1) k
       WHERE o.ord <> ALL (v_fresh);
    IF cardinality(v_fresh) = 0 THEN
      RETURN;
    END IF;
  END IF;

  -- The transaction's id before any entry id is drawn: a fold goes up to an entry id only once
  -- every transaction that had an id when that id was read has ended (ledger_fold_state).
  PERFORM pg_current_xact_id();
  -- Everything else of the fresh gifts in one statement, their keys and answers included.
  WITH o AS (
    SELECT x.* FROM unnest(v_orders) x WHERE x.ord = ANY (v_fresh)
  ), seen AS MATERIALIZED (
    -- Materialized, so each gift's accounts are looked up once: inlined into info, the lookups ran
    -- once for the CASE and again for the columns.
    SELECT o.*, c.owner_id, c.live,
           (SELECT m.nickname FROM members m WHERE m.member_id = o.member_id) AS nickname,
           (SELECT a.account_id FROM ledger_accounts a WHERE a.account_key = 'm:' || c.owner_id || ':received:' || o.item_code) AS received_id,
           (SELECT a.account_id FROM ledger_accounts a WHERE a.account_key = 's:' || o.brand || ':commission:' || o.item_code) AS commission_id
      FROM o
      LEFT JOIN LATERAL (
        -- A withdrawn member's channel is no channel, nor is one of another brand: their gifts are
        -- refused as channelNotFound. One primary-key probe of members answers both.
        SELECT c.owner_member_id AS owner_id, c.is_live AS live FROM channels c
         WHERE c.channel_id = o.channel_id
           AND (SELECT m.brand FROM members m WHERE m.member_id = c.owner_member_id AND m.withdrawn_at IS NULL) = o.brand
         LIMIT 1
      ) c ON true
  ), info AS (
    SELECT s.*, 'm:' || s.member_id || ':wallet:' || s.item_code AS wallet_key,
           CASE WHEN s.owner_id IS NULL THEN 'channelNotFound'
                WHEN s.owner_id = s.member_id THEN 'giftToOwnChannel'
                WHEN s.received_id IS NULL OR (s.commission_id IS NULL AND s.fee > 0) THEN 'inTurn' END AS early
      FROM seen s
  ), wanted AS (
    SELECT i.wallet_key, sum(i.amount) AS total, count(*) AS gifts FROM info i WHERE i.early IS NULL GROUP BY i.wallet_key
  ), locked AS MATERIALIZED (
    -- The wallets locked in key order, so two batches wait on each other rather than deadlock.
    SELECT a.account_id FROM ledger_accounts a WHERE a.account_key IN (SELECT w.wallet_key FROM wanted w)
     ORDER BY a.account_key FOR NO KEY UPDATE
  ), debited AS (
    -- Only while each stays non-negative after all of its gifts (a wallet is never deferred).
    UPDATE ledger_accounts a SET balance = a.balance - w.total
      FROM wanted w
     WHERE a.account_id IN (SELECT l.account_id FROM locked l) AND a.account_key = w.wallet_key
       AND (a.allow_negative OR a.balance - w.total >= 0)
    RETURNING a.account_key, a.account_id, a.balance
  ), judged AS (
    SELECT i.*, d.account_id AS wallet_id,
           CASE WHEN i.early IS NOT NULL THEN i.early
                WHEN d.account_id IS NOT NULL THEN NULL
                WHEN w.gifts > 1 THEN 'inTurn'
                ELSE 'insufficientBalance' END AS refusal,
           -- The wallet after this gift: after all of them, plus those that come after it in order.
           d.balance + coalesce(sum(i.amount) OVER (PARTITION BY i.wallet_key, i.early IS NULL ORDER BY i.key, i.ord
                                                    ROWS BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING), 0) AS balance_after
      FROM info i
      LEFT JOIN wanted w ON w.wallet_key = i.wallet_key AND i.early IS NULL
      LEFT JOIN debited d ON d.account_key = i.wallet_key AND i.early IS NULL
  ), sent AS (
    SELECT j.*, nextval('gifts_gift_id_seq'::regclass) AS gift_id, nextval('ledger_transactions_tx_id_seq'::regclass) AS tx_id
      FROM judged j WHERE j.refusal IS NULL
  ), answered AS (
    SELECT s.*, jsonb_build_object('giftId', s.gift_id, 'itemCode', s.item_code, 'amount', s.amount,
                                   'netAmount', s.amount - s.fee, 'balance', s.balance_after, 'live', s.live) AS answer
      FROM sent s
  ), t AS (
    INSERT INTO ledger_transactions (tx_id, brand, reason, reference)
    SELECT s.tx_id, s.brand, 'gift', 'gift:' || s.gift_id FROM answered s
  ), e AS (
    INSERT INTO ledger_entries (tx_id, account_id, item_code, amount)
    SELECT s.tx_id, v.account_id, s.item_code, v.amount
      FROM answered s
      CROSS JOIN LATERAL (VALUES (s.wallet_id, -s.amount), (s.received_id, s.amount - s.fee), (s.commission_id, s.fee)) AS v (account_id, amount)
     WHERE v.amount <> 0
  ), g AS (
    INSERT INTO gifts (gift_id, sender_member_id, channel_id, brand, item_code, amount, net_amount, message, live, tx_id)
    SELECT s.gift_id, s.member_id, s.channel_id, s.brand, s.item_code, s.amount, s.amount - s.fee, s.message, s.live, s.tx_id FROM answered s
  ), stored AS (
    INSERT INTO idempotency_keys (member_id, key, operation, request_hash, status_code, response)
    SELECT s.member_id, s.key, s.operation, s.request_hash, 200, s.answer FROM answered s
  )
  SELECT array_agg(ROW(a.ord, a.outcome, a.status, a.body, a.gift_id, a.live, a.nickname)::onair_gift_answer)
    INTO v_answers
    FROM (
      SELECT s.ord, 'sent' AS outcome, 200::smallint AS status, s.answer AS body, s.gift_id, s.live, s.nickname::text AS nickname FROM answered s
      UNION ALL
      SELECT j.ord, j.refusal, NULL, NULL, NULL, NULL, NULL FROM judged j WHERE j.refusal IS NOT NULL
    ) a;

  RETURN QUERY SELECT * FROM unnest(coalesce(v_answers, '{}')) a WHERE a.outcome <> 'inTurn';

  v_in_turn := ARRAY(SELECT a.order_index FROM unnest(coalesce(v_answers, '{}')) a WHERE a.outcome = 'inTurn');
  IF cardinality(v_in_turn) > 0 THEN
    RETURN QUERY SELECT * FROM onair_send_gifts_in_turn(
      (SELECT jsonb_agg(x) FROM jsonb_array_elements(p_orders) x WHERE (x ->> 'ord')::integer = ANY (v_in_turn)));
  END IF;
END
$$;
