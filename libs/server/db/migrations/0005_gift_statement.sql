-- Gifts in one statement: POST /api/luv/gift is the hot path (thousands a second into one
-- streamer), and each round trip in its transaction was most of its cost. The API calls
-- onair_send_gifts through libs/server/ledger/src/send-gift.ts, with one gift or with all that
-- arrived while earlier ones were being written: one statement, so one transaction and one commit
-- for all of them. The ledger's rules are the ones post() follows (libs/server/ledger/README.md):
-- the sender's wallet is debited only while it stays non-negative, the streamer's and the
-- platform's credits are pending rows (deferred accounts, folded later), the entries sum to zero,
-- and each gift is recorded and answered under its member's Idempotency-Key in the same
-- transaction. Account keys are accounts-model.ts's: m:{member}:{kind}:{item} and
-- s:{brand}:{kind}:{item}.
--
-- An account by key, created on first use with the flags accounts-model.ts gives its kind. Another
-- transaction inserting the same key makes the insert wait for it; the select after it (a new
-- statement, so a new snapshot in READ COMMITTED) then sees the row it committed.
CREATE FUNCTION onair_ledger_account(p_key varchar, p_owner integer, p_brand varchar, p_kind varchar, p_item_code integer, p_allow_negative boolean, p_deferred boolean)
RETURNS bigint
LANGUAGE plpgsql
AS $$
DECLARE
  v_id bigint;
BEGIN
  SELECT a.account_id INTO v_id FROM ledger_accounts a WHERE a.account_key = p_key;
  IF FOUND THEN
    RETURN v_id;
  END IF;
  INSERT INTO ledger_accounts (account_key, owner_member_id, brand, kind, item_code, allow_negative, deferred)
  VALUES (p_key, p_owner, p_brand, p_kind, p_item_code, p_allow_negative, p_deferred)
  ON CONFLICT (account_key) DO NOTHING
  RETURNING account_id INTO v_id;
  IF NOT FOUND THEN
    SELECT a.account_id INTO v_id FROM ledger_accounts a WHERE a.account_key = p_key;
  END IF;
  RETURN v_id;
END
$$;
--> statement-breakpoint
-- p_orders: a JSON array of {ord, member_id, key, operation, request_hash, brand, channel_id,
-- item_code, amount, fee, message}; one row answers each order (order_index is its ord):
--   'sent'      the gift moved; answer_status and answer_body are its answer, stored under the key;
--               sent_gift_id, sent_live and sent_nickname describe it for the room's alert.
--   'replay'    the key already holds an answer for this operation and body: answer_status and
--               answer_body are that first answer (a success or a refusal); nothing moved.
--   'mismatch'  the key was used for another operation or body; nothing moved.
--   'channelNotFound', 'giftToOwnChannel', 'insufficientBalance'
--               refused; nothing moved and the key is free again (its claim is deleted), so the
--               caller stores the refusal's answer under it in a statement of its own.
-- A refusal or a replay of one gift leaves the others alone. An error in one (a bug, a value a
-- column refuses) rolls the whole statement back; the caller then sends each gift on its own.
--
-- Locks are taken in one order by every call: first the credited accounts that do not exist yet
-- are created, in key order, before any row is locked; then the gifts run in member, item and key
-- order (a member's Idempotency-Key claims and wallet rows), so two calls wait on each other
-- rather than deadlock. The corner cases that still can (one key sent with two different items at
-- once, or a transaction locking two wallets of one member in another order) PostgreSQL breaks,
-- and the caller runs the statement again.
-- A gift that ends up refused may leave its streamer an empty received account: accounts are
-- created on first use and never deleted, and an empty one changes no balance.
CREATE FUNCTION onair_send_gifts(p_orders jsonb)
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

    -- The channel, the sender's nickname and the credited accounts' ids in one read.
    v_refusal := NULL;
    SELECT c.owner_member_id, c.is_live,
           (SELECT m.nickname FROM members m WHERE m.member_id = o.member_id),
           (SELECT a.account_id FROM ledger_accounts a WHERE a.account_key = 'm:' || c.owner_member_id || ':received:' || o.item_code),
           (SELECT a.account_id FROM ledger_accounts a WHERE a.account_key = 's:' || o.brand || ':commission:' || o.item_code)
      INTO v_owner, v_live, v_nickname, v_received, v_commission
      FROM channels c WHERE c.channel_id = o.channel_id;
    IF NOT FOUND THEN
      v_refusal := 'channelNotFound';
    ELSIF v_owner = o.member_id THEN
      v_refusal := 'giftToOwnChannel';
    ELSE
      -- The only row a gift locks: the sender's wallet, debited only while it stays non-negative.
      -- A wallet is never deferred (accounts-model.ts), so it has no pending rows to add.
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

    -- The transaction, its entries (the debit, the net, the fee when there is one), the pending
    -- rows of the two credits, the gifts row, and the answer under the key.
    v_gift_id := nextval('gifts_gift_id_seq'::regclass);
    v_answer := jsonb_build_object('giftId', v_gift_id, 'itemCode', o.item_code, 'amount', o.amount, 'netAmount', o.amount - o.fee, 'balance', v_balance, 'live', v_live);
    WITH t AS (
      INSERT INTO ledger_transactions (brand, reason, reference) VALUES (o.brand, 'gift', 'gift:' || v_gift_id) RETURNING tx_id
    ), v (account_id, amount, pending) AS (
      VALUES (v_wallet, -o.amount, false), (v_received, o.amount - o.fee, true), (v_commission, o.fee, true)
    ), e AS (
      INSERT INTO ledger_entries (tx_id, account_id, item_code, amount)
      SELECT t.tx_id, v.account_id, o.item_code, v.amount FROM t CROSS JOIN v WHERE v.amount <> 0
      RETURNING entry_id, account_id, amount
    ), pe AS (
      INSERT INTO ledger_pending_entries (entry_id, account_id, amount)
      SELECT e.entry_id, e.account_id, e.amount FROM e JOIN v ON v.account_id = e.account_id WHERE v.pending
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
