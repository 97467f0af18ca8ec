-- Entries by transaction through a BRIN index instead of a b-tree: entries are appended in transaction
-- order, so block ranges of tx ids find a transaction's entries for the rare reader, while a gift's
-- three entries no longer pay three b-tree insertions (PostgreSQL's CPU per gift 7 to 11 % lower in
-- bench/gifts, bench/README.md 2026-11-28). Block ranges are summarized by autovacuum as they fill.
DROP INDEX "ledger_entries_tx_idx";--> statement-breakpoint
CREATE INDEX "ledger_entries_tx_brin" ON "ledger_entries" USING brin ("tx_id") WITH (autosummarize=true);