-- What a deferred account holds beyond its settled balance (libs/server/ledger/README.md, "Why
-- deferred entries, and folding"). Every read of a balance is `balance + onair_ledger_pending(...)`
-- in one statement, so a fold that commits meanwhile is seen whole or not at all.
--
-- Change it here, then run `npm run db:sql-migration -- <name>` (libs/server/db/README.md).

-- A deferred account's entries above the watermark ledger_fold_state.folded_through, through the
-- (account_id, entry_id) index; 0 for an account that is not deferred (its balance is exact).
-- Since 0029_ledger_folds_from_entries, which folds from ledger_entries itself instead of a copy.
CREATE OR REPLACE FUNCTION onair_ledger_pending(p_account_id bigint, p_deferred boolean)
RETURNS bigint
LANGUAGE sql STABLE
AS $$
  SELECT CASE WHEN p_deferred THEN coalesce((
           SELECT sum(e.amount) FROM ledger_entries e
            WHERE e.account_id = p_account_id
              AND e.entry_id > (SELECT s.folded_through FROM ledger_fold_state s WHERE s.id = 1)), 0)
         ELSE 0 END::bigint
$$;
