-- Ledger accounts created on first use, from SQL (the gift statements). The TypeScript side of the
-- same rule is libs/server/ledger/src/account-directory.ts; keys and flags are accounts-model.ts's:
-- m:{member}:{kind}:{item} and s:{brand}:{kind}:{item}.
--
-- The current text of each function here is what the newest migration that defines it left in the
-- database (libs/server/db/README.md, "SQL functions and triggers"): change it here, then run
-- `npm run db:sql-migration -- <name>`.

-- An account by key, created with the flags its kind has. Another transaction inserting the same
-- key makes the insert wait for it; the select after it (a new statement, so a new snapshot in
-- READ COMMITTED) then sees the row it committed. Since 0005_gift_statement.
CREATE OR REPLACE FUNCTION onair_ledger_account(p_key varchar, p_owner integer, p_brand varchar, p_kind varchar, p_item_code integer, p_allow_negative boolean, p_deferred boolean)
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
