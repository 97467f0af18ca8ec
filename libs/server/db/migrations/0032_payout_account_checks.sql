-- Payout accounts cannot be quietly redirected (issue 24, docs/money.md "Payout account").
-- members.verified_name: the name identity verification approved; members approved before it was
-- recorded keep the name on file at that time. member_banks.verified_at / usable_from: when the
-- holder name was checked, and when a withdrawal may first be paid there (a change is held 72 h;
-- existing accounts are usable at once). member_messages.sender_member_id null: the service wrote it.
ALTER TABLE "member_messages" ALTER COLUMN "sender_member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "verified_name" varchar(60);--> statement-breakpoint
ALTER TABLE "member_banks" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_banks" ADD COLUMN "usable_from" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "members" SET "verified_name" = "name" WHERE "identity_status" = 2 AND "verified_name" IS NULL;
