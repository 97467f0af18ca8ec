-- Account rows leave room on their page, so a balance update (every gift debits a wallet) stays a
-- heap-only update: the new row version goes on the same page and none of the table's three indexes
-- (the key, account_key, owner) gets an entry for it. At the default of 100 a page is full, and each
-- update that found no room wrote three index entries. Eight rounds turn about of bench/gifts, 1,000
-- streamers: 11 % more gifts/s and 6 % less PostgreSQL CPU a gift (bench/README.md, 2026-11-28).
-- Pages written from now on keep the room; a VACUUM FULL would give it to the existing ones.
ALTER TABLE "ledger_accounts" SET (fillfactor = 70);
