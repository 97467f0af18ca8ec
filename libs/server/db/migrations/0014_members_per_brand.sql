ALTER TABLE "members" DROP CONSTRAINT "members_login_id_unique";--> statement-breakpoint
ALTER TABLE "members" DROP CONSTRAINT "members_nickname_unique";--> statement-breakpoint
ALTER TABLE "member_sns_accounts" DROP CONSTRAINT "member_sns_provider_subject";--> statement-breakpoint
DROP INDEX "members_brand_idx";--> statement-breakpoint
-- Each brand is its own service: a login ID, a nickname and a social account are unique within a brand.
ALTER TABLE "member_sns_accounts" ADD COLUMN "brand" varchar(16);--> statement-breakpoint
UPDATE "member_sns_accounts" AS "link" SET "brand" = "member"."brand" FROM "members" AS "member" WHERE "member"."member_id" = "link"."member_id";--> statement-breakpoint
ALTER TABLE "member_sns_accounts" ALTER COLUMN "brand" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_brand_login_id_unique" UNIQUE("brand","login_id");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_brand_nickname_unique" UNIQUE("brand","nickname");--> statement-breakpoint
ALTER TABLE "member_sns_accounts" ADD CONSTRAINT "member_sns_brand_provider_subject" UNIQUE("brand","provider","subject");