-- onair_send_gifts (0017) with each gift's Idempotency-Key written once, with its answer, in the
-- statement that moves the gift. 0017 first claimed every key (an insert holding no answer), then
-- filled the answer in (an update of the same row, a second row version and often a second index
-- entry), and deleted the claims of refused gifts again. Now the keys already answered are looked
-- up first (replays and mismatches, as before), and the others are inserted with their answers by
-- the statement that writes the gifts; refused gifts write no key at all. A key that another
-- transaction is writing at the same moment (a client's retry racing its first try) is not seen by
-- the lookup; the insert waits for that transaction and, once it commits, fails with a unique
-- violation that rolls the whole statement back, and the caller runs it again (send-gift.ts), when
-- the lookup answers the replay. Also, the credited accounts are looked up once per gift rather than
-- twice (seen is materialized). bench/README.md has the figures.
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
        SELECT c.owner_member_id AS owner_id, c.is_live AS live FROM channels c WHERE c.channel_id = o.channel_id LIMIT 1
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
    RETURNING entry_id, account_id, amount
  ), pe AS (
    -- The credits (the positive entries) are deferred accounts' pending rows; the debit is the wallet's.
    INSERT INTO ledger_pending_entries (entry_id, account_id, amount)
    SELECT e.entry_id, e.account_id, e.amount FROM e WHERE e.amount > 0
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
