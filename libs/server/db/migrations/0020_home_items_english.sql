ALTER TABLE "home_items" ADD COLUMN "title_en" varchar(100);--> statement-breakpoint
ALTER TABLE "home_items" ADD COLUMN "body_en" varchar(1000);