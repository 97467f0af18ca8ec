-- The ledger's references checked once per inserting statement, and its rows kept as written.
-- Foreign keys checked each entry's transaction and account row by row: six checks (each a query
-- and a KEY SHARE row lock) for a gift's three entries, about a sixth of PostgreSQL's time per gift
-- under a gift storm (bench/README.md). Since no account or transaction is ever deleted, truncated
-- or renumbered (the triggers below refuse it), what was checked stays true without the keys' locks.
-- A fix of the books is a new posting, never an edit. Since 0016_ledger_reference_checks.
--
-- Change them here, then run `npm run db:sql-migration -- <name>` (libs/server/db/README.md).

-- Every entry a statement inserts refers to an account and a transaction that exist (the
-- statement's own rows included: an AFTER trigger sees them). Lookups are scalar subqueries, so
-- each is an index probe whatever the planner guesses of the transition table.
CREATE OR REPLACE FUNCTION onair_ledger_entries_check_references() RETURNS trigger
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

-- Once per statement, over the entries it inserted.
CREATE OR REPLACE TRIGGER ledger_entries_check_references
  AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS inserted_entries
  FOR EACH STATEMENT EXECUTE FUNCTION onair_ledger_entries_check_references();

-- Refused with foreign_key_violation, the error the keys gave (reference-checks.test.ts).
CREATE OR REPLACE FUNCTION onair_ledger_refuse_change() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  RAISE EXCEPTION '%: ledger rows are kept as written (%)', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'foreign_key_violation';
END
$$;

-- Accounts: never deleted, truncated or renumbered; balances still move.
CREATE OR REPLACE TRIGGER ledger_accounts_kept
  BEFORE DELETE OR TRUNCATE OR UPDATE OF account_id ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION onair_ledger_refuse_change();

-- Transactions: never deleted, truncated or renumbered.
CREATE OR REPLACE TRIGGER ledger_transactions_kept
  BEFORE DELETE OR TRUNCATE OR UPDATE OF tx_id ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION onair_ledger_refuse_change();

-- Entries: never changed at all once written.
CREATE OR REPLACE TRIGGER ledger_entries_kept
  BEFORE DELETE OR TRUNCATE OR UPDATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION onair_ledger_refuse_change();
