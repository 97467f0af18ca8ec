CREATE TABLE "lot_validity_rules" (
	"brand" varchar(16) PRIMARY KEY NOT NULL,
	"free_days" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_lots" (
	"lot_id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"brand" varchar(16) NOT NULL,
	"item_code" integer NOT NULL,
	"source" varchar(16) NOT NULL,
	"reference" varchar(80) NOT NULL,
	"tx_id" bigint NOT NULL,
	"quantity" bigint NOT NULL,
	"remaining" bigint NOT NULL,
	"used" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"expired" bigint DEFAULT 0 NOT NULL,
	"acquired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"expiry_notified_at" timestamp with time zone,
	CONSTRAINT "wallet_lots_parts" CHECK ("wallet_lots"."remaining" >= 0 and "wallet_lots"."quantity" = "wallet_lots"."remaining" + "wallet_lots"."used" + "wallet_lots"."refunded" + "wallet_lots"."expired")
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"receipt_id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"brand" varchar(16) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"reference" varchar(80) NOT NULL,
	"amount_won" integer NOT NULL,
	"detail" jsonb NOT NULL,
	"text" text NOT NULL,
	"channel" varchar(8) NOT NULL,
	"sent_at" timestamp with time zone,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gateway_webhook_events" ADD COLUMN "status" varchar(24);--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_lots_open_idx" ON "wallet_lots" USING btree ("account_id","lot_id") WHERE "wallet_lots"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "wallet_lots_expiry_idx" ON "wallet_lots" USING btree ("expires_at") WHERE "wallet_lots"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "wallet_lots_reference_idx" ON "wallet_lots" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "wallet_lots_member_idx" ON "wallet_lots" USING btree ("member_id","lot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_kind_reference_idx" ON "receipts" USING btree ("kind","reference");--> statement-breakpoint
CREATE INDEX "receipts_member_idx" ON "receipts" USING btree ("member_id","receipt_id");--> statement-breakpoint
CREATE INDEX "receipts_unsent_idx" ON "receipts" USING btree ("receipt_id") WHERE "receipts"."sent_at" is null and "receipts"."channel" <> 'none';
--> statement-breakpoint
-- Wallet lots (issue 26): the ledger keeps every wallet credit as a lot and takes every debit
-- from the oldest lot first, in a trigger on ledger_entries, so what is left unused of a purchase is
-- exact (청약철회, validity per lot). Source: libs/server/ledger/sql/lots.sql.
-- Balances held before lots existed become one opening lot per wallet, valid 5 years from now.

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
--> statement-breakpoint
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
--> statement-breakpoint
-- Once per statement, over the entries it inserted; after the reference checks (triggers of one
-- event fire in name order).
CREATE OR REPLACE TRIGGER ledger_entries_move_lots
  AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS inserted_entries
  FOR EACH STATEMENT EXECUTE FUNCTION onair_ledger_entries_move_lots();
--> statement-breakpoint
INSERT INTO wallet_lots (account_id, member_id, brand, item_code, source, reference, tx_id, quantity, remaining, acquired_at, expires_at)
SELECT a.account_id, a.owner_member_id, a.brand, a.item_code, 'opening', 'opening',
       coalesce((SELECT max(e.tx_id) FROM ledger_entries e WHERE e.account_id = a.account_id), 0),
       a.balance, a.balance, now(), now() + interval '5 years'
  FROM ledger_accounts a
 WHERE a.kind = 'wallet' AND a.balance > 0
 ORDER BY a.account_id;
