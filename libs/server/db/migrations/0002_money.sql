CREATE TABLE "idempotency_keys" (
	"member_id" integer NOT NULL,
	"key" varchar(100) NOT NULL,
	"operation" varchar(48) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"status_code" smallint NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_member_id_key_pk" PRIMARY KEY("member_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"account_id" bigserial PRIMARY KEY NOT NULL,
	"account_key" varchar(80) NOT NULL,
	"owner_member_id" integer,
	"brand" varchar(16) NOT NULL,
	"kind" varchar(24) NOT NULL,
	"item_code" integer NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"deferred" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_account_key_unique" UNIQUE("account_key"),
	CONSTRAINT "ledger_accounts_not_negative" CHECK ("ledger_accounts"."allow_negative" or "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"entry_id" bigserial PRIMARY KEY NOT NULL,
	"tx_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"item_code" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_not_zero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_pending_entries" (
	"entry_id" bigint PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_pending_entries_not_zero" CHECK ("ledger_pending_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"tx_id" bigserial PRIMARY KEY NOT NULL,
	"brand" varchar(16) NOT NULL,
	"reason" varchar(24) NOT NULL,
	"reference" varchar(80) NOT NULL,
	"memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"coupon_number" varchar(32) PRIMARY KEY NOT NULL,
	"brand" varchar(16) NOT NULL,
	"item_code" integer NOT NULL,
	"quantity" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_by_member_id" integer,
	"used_at" timestamp with time zone,
	"tx_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_applications" (
	"application_id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"amount_from" integer NOT NULL,
	"amount_to" integer NOT NULL,
	"tx_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_events" (
	"event_id" bigserial PRIMARY KEY NOT NULL,
	"brand" varchar(16) NOT NULL,
	"title" varchar(120) NOT NULL,
	"from_item_code" integer NOT NULL,
	"to_item_code" integer NOT NULL,
	"rate_from" integer NOT NULL,
	"rate_to" integer NOT NULL,
	"per_member_limit" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_webhook_events" (
	"event_id" varchar(64) PRIMARY KEY NOT NULL,
	"order_id" varchar(40) NOT NULL,
	"type" varchar(40) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"gift_id" bigserial PRIMARY KEY NOT NULL,
	"sender_member_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"brand" varchar(16) NOT NULL,
	"item_code" integer NOT NULL,
	"amount" integer NOT NULL,
	"net_amount" integer NOT NULL,
	"message" varchar(100),
	"live" boolean DEFAULT false NOT NULL,
	"tx_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_uses" (
	"use_id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"item_code" integer NOT NULL,
	"quantity" integer NOT NULL,
	"channel_id" integer,
	"tx_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "luv_presets" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"amounts" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_banks" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"bank_code" varchar(8) NOT NULL,
	"bank_account" varchar(32) NOT NULL,
	"bank_holder_name" varchar(40) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" bigint NOT NULL,
	"from_state" smallint NOT NULL,
	"to_state" smallint NOT NULL,
	"source" varchar(16) NOT NULL,
	"detail" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"payment_id" bigserial PRIMARY KEY NOT NULL,
	"order_id" varchar(40) NOT NULL,
	"member_id" integer NOT NULL,
	"brand" varchar(16) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"product_code" varchar(32) NOT NULL,
	"item_code" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price" integer NOT NULL,
	"method" varchar(16) NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"payment_key" varchar(64),
	"virtual_account" jsonb,
	"deposited_amount" integer,
	"failure_code" varchar(40),
	"failure_message" text,
	"credit_tx_id" bigint,
	"refund_tx_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "payments_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "payments_payment_key_unique" UNIQUE("payment_key")
);
--> statement-breakpoint
CREATE TABLE "subscription_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" bigint NOT NULL,
	"event" smallint NOT NULL,
	"period" integer NOT NULL,
	"tx_id" bigint,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_events_once" UNIQUE("subscription_id","event","period")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"subscription_id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"brand" varchar(16) NOT NULL,
	"plan" varchar(16) NOT NULL,
	"state" smallint NOT NULL,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"periods" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_member_channel_unique" UNIQUE("member_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"withdraw_id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"brand" varchar(16) NOT NULL,
	"amount" integer NOT NULL,
	"payout" integer NOT NULL,
	"state" varchar(12) NOT NULL,
	"bank_code" varchar(8) NOT NULL,
	"bank_account" varchar(32) NOT NULL,
	"bank_holder_name" varchar(40) NOT NULL,
	"hold_tx_id" bigint NOT NULL,
	"settle_tx_id" bigint,
	"decided_by" integer,
	"decision_note" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_member_id_members_member_id_fk" FOREIGN KEY ("owner_member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_tx_id_ledger_transactions_tx_id_fk" FOREIGN KEY ("tx_id") REFERENCES "public"."ledger_transactions"("tx_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_applications" ADD CONSTRAINT "exchange_applications_event_id_exchange_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."exchange_events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "luv_presets" ADD CONSTRAINT "luv_presets_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_banks" ADD CONSTRAINT "member_banks_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_subscription_id_subscriptions_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("subscription_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_channel_id_channels_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("channel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_accounts_owner_idx" ON "ledger_accounts" USING btree ("owner_member_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_tx_idx" ON "ledger_entries" USING btree ("tx_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","entry_id");--> statement-breakpoint
CREATE INDEX "ledger_pending_entries_account_idx" ON "ledger_pending_entries" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_reference_idx" ON "ledger_transactions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "exchange_applications_member_idx" ON "exchange_applications" USING btree ("event_id","member_id");--> statement-breakpoint
CREATE INDEX "gifts_channel_idx" ON "gifts" USING btree ("channel_id","gift_id");--> statement-breakpoint
CREATE INDEX "gifts_sender_idx" ON "gifts" USING btree ("sender_member_id","gift_id");--> statement-breakpoint
CREATE INDEX "item_uses_member_idx" ON "item_uses" USING btree ("member_id","use_id");--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payments_member_idx" ON "payments" USING btree ("member_id","payment_id");--> statement-breakpoint
CREATE INDEX "subscriptions_channel_idx" ON "subscriptions" USING btree ("channel_id","state");--> statement-breakpoint
CREATE INDEX "subscriptions_renewal_idx" ON "subscriptions" USING btree ("state","expires_at");--> statement-breakpoint
CREATE INDEX "withdrawals_member_idx" ON "withdrawals" USING btree ("member_id","withdraw_id");