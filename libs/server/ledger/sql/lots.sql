-- Wallet lots: what a member's wallet holds, lot by lot, kept by the ledger itself.
-- Every entry crediting a wallet opens a lot; every entry debiting one takes from its lots, oldest
-- first, so "not yet used" of a purchase is exact (KCC 2018 guideline for paid items on personal
-- broadcasting platforms; 전자상거래법 art. 17). Two debits take from one lot in particular:
-- a refund of a payment (reference refund:{orderId}) from the lot its payment opened
-- (payment:{orderId}), and a lot's expiry (reference lot-expiry:{lotId}) from that lot.
-- Anything the named lot does not cover is taken oldest first, like any spend.
--
-- The trigger runs once per inserting statement, over its entries, in the statement that writes
-- them (a gift batch too), so a wallet's balance equals the sum of its lots' remaining whenever a
-- transaction commits (checkLedgerInvariants). Every writer of a wallet's lots has moved that
-- wallet's balance row first and holds its lock, so lots of one wallet change one writer at a time.
--
-- Change them here, then run `npm run db:sql-migration -- <name>` (libs/server/db/README.md).

-- Takes amount from the wallet's lots: from the lot named first (when not null), then oldest
-- first. part says what the taking is: used, refunded or expired.
CREATE OR REPLACE FUNCTION onair_wallet_lots_take(p_account bigint, p_amount bigint, p_lot bigint, p_part text)
RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
  v_left bigint := p_amount;
  v_lot record;
  v_take bigint;
BEGIN
  FOR v_lot IN
    SELECT l.lot_id, l.remaining
      FROM wallet_lots l
     WHERE l.account_id = p_account AND l.remaining > 0
     ORDER BY (l.lot_id IS NOT DISTINCT FROM p_lot) DESC, l.lot_id
  LOOP
    EXIT WHEN v_left <= 0;
    v_take := least(v_lot.remaining, v_left);
    UPDATE wallet_lots
       SET remaining = remaining - v_take,
           used = used + CASE WHEN p_part = 'used' THEN v_take ELSE 0 END,
           refunded = refunded + CASE WHEN p_part = 'refunded' THEN v_take ELSE 0 END,
           expired = expired + CASE WHEN p_part = 'expired' THEN v_take ELSE 0 END
     WHERE lot_id = v_lot.lot_id;
    v_left := v_left - v_take;
  END LOOP;
  IF v_left > 0 THEN
    RAISE EXCEPTION 'wallet_lots: the lots of account % do not cover a debit of %', p_account, p_amount
      USING ERRCODE = 'check_violation';
  END IF;
END
$$;

CREATE OR REPLACE FUNCTION onair_ledger_entries_move_lots() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  v_debit record;
BEGIN
  -- Credits: one lot each. A payment's is a purchase, valid 5 years; anything else is free,
  -- valid as long as the brand's rule says (5 years without one).
  INSERT INTO wallet_lots (account_id, member_id, brand, item_code, source, reference, tx_id,
                           quantity, remaining, acquired_at, expires_at)
  SELECT n.account_id, a.owner_member_id, a.brand, a.item_code,
         CASE WHEN t.reason = 'payment' THEN 'purchase' ELSE 'free' END,
         t.reference, n.tx_id, n.amount, n.amount, t.created_at,
         t.created_at + CASE WHEN t.reason = 'payment' THEN interval '5 years'
                             ELSE coalesce((SELECT make_interval(days => r.free_days)
                                              FROM lot_validity_rules r WHERE r.brand = a.brand),
                                           interval '5 years') END
    FROM inserted_entries n
    JOIN ledger_accounts a ON a.account_id = n.account_id AND a.kind = 'wallet'
    JOIN ledger_transactions t ON t.tx_id = n.tx_id
   WHERE n.amount > 0
   ORDER BY n.entry_id;

  -- Debits: summed per wallet and kind of taking, so a batch of gifts from one wallet takes once.
  FOR v_debit IN
    SELECT d.account_id, sum(-d.amount)::bigint AS amount, d.lot_id, d.part
      FROM (
        SELECT n.account_id, n.amount,
               CASE WHEN t.reason = 'refund' AND t.reference LIKE 'refund:%' THEN
                      (SELECT l.lot_id FROM wallet_lots l
                        WHERE l.account_id = n.account_id
                          AND l.reference = 'payment:' || substr(t.reference, 8)
                        ORDER BY l.lot_id LIMIT 1)
                    WHEN t.reference LIKE 'lot-expiry:%' THEN substr(t.reference, 12)::bigint
               END AS lot_id,
               CASE WHEN t.reason = 'refund' THEN 'refunded'
                    WHEN t.reference LIKE 'lot-expiry:%' THEN 'expired'
                    ELSE 'used' END AS part
          FROM inserted_entries n
          JOIN ledger_accounts a ON a.account_id = n.account_id AND a.kind = 'wallet'
          JOIN ledger_transactions t ON t.tx_id = n.tx_id
         WHERE n.amount < 0
      ) d
     GROUP BY d.account_id, d.lot_id, d.part
     ORDER BY d.account_id, d.lot_id NULLS LAST
  LOOP
    PERFORM onair_wallet_lots_take(v_debit.account_id, v_debit.amount, v_debit.lot_id, v_debit.part);
  END LOOP;
  RETURN NULL;
END
$$;

-- Once per statement, over the entries it inserted; after the reference checks (triggers of one
-- event fire in name order).
CREATE OR REPLACE TRIGGER ledger_entries_move_lots
  AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS inserted_entries
  FOR EACH STATEMENT EXECUTE FUNCTION onair_ledger_entries_move_lots();
