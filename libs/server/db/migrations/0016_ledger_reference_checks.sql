ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_tx_id_ledger_transactions_tx_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_id_ledger_accounts_account_id_fk";
--> statement-breakpoint
-- The two foreign keys above checked each entry's transaction and account row by row, six checks
-- (each a query of its own and a row lock) for a gift's three entries, about a sixth of PostgreSQL's
-- time per gift under a gift storm (bench/README.md). The same guarantee, checked once per statement:
-- every entry a statement inserts refers to an account and a transaction that exist (its own
-- statement's rows included: an AFTER trigger sees them); and since neither kind of row is ever
-- deleted, truncated or renumbered (the triggers further down refuse it), what was checked stays true
-- without the keys' row locks. Lookups are scalar subqueries, so each entry is an index probe
-- whatever the planner guesses of the transition table.
CREATE FUNCTION onair_ledger_entries_check_references() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  -- Each account and transaction once: a batch of gifts has three entries a transaction and shares
  -- the commission account among all of them.
  IF EXISTS (
    SELECT 1 FROM (SELECT DISTINCT n.account_id FROM inserted_entries n) n
     WHERE (SELECT a.account_id FROM ledger_accounts a WHERE a.account_id = n.account_id) IS NULL
  ) OR EXISTS (
    SELECT 1 FROM (SELECT DISTINCT n.tx_id FROM inserted_entries n) n
     WHERE (SELECT t.tx_id FROM ledger_transactions t WHERE t.tx_id = n.tx_id) IS NULL
  ) THEN
    RAISE EXCEPTION 'ledger_entries: an entry refers to an account or a transaction that does not exist'
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_check_references
  AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS inserted_entries
  FOR EACH STATEMENT EXECUTE FUNCTION onair_ledger_entries_check_references();
--> statement-breakpoint
CREATE FUNCTION onair_ledger_refuse_change() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  RAISE EXCEPTION '%: ledger rows are kept as written (%)', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'foreign_key_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_kept
  BEFORE DELETE OR TRUNCATE OR UPDATE OF account_id ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION onair_ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_kept
  BEFORE DELETE OR TRUNCATE OR UPDATE OF tx_id ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION onair_ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_kept
  BEFORE DELETE OR TRUNCATE OR UPDATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION onair_ledger_refuse_change();
