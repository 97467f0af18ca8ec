-- The operator console's sanctions (docs/permissions.md, "Members and sanctions"): a record of each,
-- and on members the end of a block and a brand-wide chat ban, checked at read time.
CREATE TABLE "member_sanctions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"brand" varchar(16) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"reason" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"staff_id" integer,
	"lifted_at" timestamp with time zone,
	"lifted_by" integer,
	"lift_reason" text
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "chat_banned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "chat_banned_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_sanctions" ADD CONSTRAINT "member_sanctions_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sanctions" ADD CONSTRAINT "member_sanctions_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sanctions" ADD CONSTRAINT "member_sanctions_lifted_by_staff_accounts_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_sanctions_member_idx" ON "member_sanctions" USING btree ("member_id","id");