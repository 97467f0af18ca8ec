CREATE TABLE "payout_batches" (
	"batch_id" bigserial PRIMARY KEY NOT NULL,
	"brand" varchar(16) NOT NULL,
	"state" varchar(12) NOT NULL,
	"created_by_staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"exported_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"paid_by_staff_id" integer
);
--> statement-breakpoint
CREATE TABLE "tax_withholdings" (
	"withdraw_id" bigint PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"brand" varchar(16) NOT NULL,
	"gross" integer NOT NULL,
	"fee" integer NOT NULL,
	"withheld" integer NOT NULL,
	"net" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tax_withholdings_adds_up" CHECK ("tax_withholdings"."gross" = "tax_withholdings"."fee" + "tax_withholdings"."withheld" + "tax_withholdings"."net")
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "batch_id" bigint;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "decided_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "tax_withholdings" ADD CONSTRAINT "tax_withholdings_withdraw_id_withdrawals_withdraw_id_fk" FOREIGN KEY ("withdraw_id") REFERENCES "public"."withdrawals"("withdraw_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_withholdings" ADD CONSTRAINT "tax_withholdings_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_withholdings_member_idx" ON "tax_withholdings" USING btree ("member_id","paid_at");--> statement-breakpoint
CREATE INDEX "withdrawals_queue_idx" ON "withdrawals" USING btree ("brand","state","withdraw_id");--> statement-breakpoint
CREATE INDEX "withdrawals_batch_idx" ON "withdrawals" USING btree ("batch_id");--> statement-breakpoint
-- Withdrawals paid before the tax was recorded: their 3.3 % was withheld all the same (amount − payout).
INSERT INTO "tax_withholdings" ("withdraw_id", "member_id", "brand", "gross", "fee", "withheld", "net", "paid_at")
SELECT "withdraw_id", "member_id", "brand", "amount", 0, "amount" - "payout", "payout", coalesce("decided_at", "requested_at")
  FROM "withdrawals" WHERE "state" = 'completed';
