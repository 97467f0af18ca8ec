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