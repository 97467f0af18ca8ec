CREATE TABLE "dashboard_daily" (
	"brand" varchar(16) NOT NULL,
	"day" date NOT NULL,
	"metric" varchar(32) NOT NULL,
	"value" bigint NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_daily_brand_day_metric_pk" PRIMARY KEY("brand","day","metric")
);
--> statement-breakpoint
CREATE TABLE "dashboard_hourly" (
	"brand" varchar(16) NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"live_channels" integer NOT NULL,
	"viewers" integer NOT NULL,
	CONSTRAINT "dashboard_hourly_brand_hour_pk" PRIMARY KEY("brand","hour")
);
--> statement-breakpoint
CREATE TABLE "dashboard_samples" (
	"brand" varchar(16) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"live_channels" integer NOT NULL,
	"viewers" integer NOT NULL,
	CONSTRAINT "dashboard_samples_brand_at_pk" PRIMARY KEY("brand","at")
);
--> statement-breakpoint
CREATE TABLE "ledger_book_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" integer,
	"ok" boolean NOT NULL,
	"problems" jsonb NOT NULL,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "maintenance_windows" ADD COLUMN "brand" varchar(16);--> statement-breakpoint
ALTER TABLE "maintenance_windows" ADD COLUMN "set_by_staff" integer;--> statement-breakpoint
ALTER TABLE "ledger_book_checks" ADD CONSTRAINT "ledger_book_checks_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_windows" ADD CONSTRAINT "maintenance_windows_set_by_staff_staff_accounts_id_fk" FOREIGN KEY ("set_by_staff") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "members_created_brin" ON "members" USING brin ("created_at") WITH (autosummarize=true);--> statement-breakpoint
CREATE INDEX "refresh_tokens_created_brin" ON "refresh_tokens" USING brin ("created_at") WITH (autosummarize=true);--> statement-breakpoint
CREATE INDEX "ledger_entries_created_brin" ON "ledger_entries" USING brin ("created_at") WITH (autosummarize=true);--> statement-breakpoint
CREATE INDEX "chat_messages_created_brin" ON "chat_messages" USING brin ("created_at") WITH (autosummarize=true);