CREATE TABLE "coupon_batches" (
	"batch_id" bigserial PRIMARY KEY NOT NULL,
	"brand" varchar(16) NOT NULL,
	"title" varchar(100) NOT NULL,
	"item_code" integer NOT NULL,
	"quantity" integer NOT NULL,
	"count" integer NOT NULL,
	"one_per_member" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"disabled_at" timestamp with time zone,
	"disabled_reason" varchar(500),
	"created_by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cs_notices" ADD COLUMN "title_en" varchar(200);--> statement-breakpoint
ALTER TABLE "cs_notices" ADD COLUMN "content_en" text;--> statement-breakpoint
ALTER TABLE "cs_notices" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cs_notices" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cs_notices" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "batch_id" bigint;--> statement-breakpoint
CREATE INDEX "coupons_batch_member_idx" ON "coupons" USING btree ("batch_id","used_by_member_id");