-- Every gift wrote an entry 'gift:{id}' into the references' index, which nothing reads: a gift's
-- transaction is found through gifts.tx_id. The index now holds the other reasons' references only
-- (payments, withdrawals, refunds, coupons, adjustments), which an operator or the demo seed looks up.
DROP INDEX "ledger_transactions_reference_idx";--> statement-breakpoint
CREATE INDEX "ledger_transactions_reference_idx" ON "ledger_transactions" USING btree ("reference") WHERE "ledger_transactions"."reason" <> 'gift';