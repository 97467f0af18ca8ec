ALTER TABLE "channels" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "takedown_action" varchar(16);--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "takedown_reason" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "takedown_at" timestamp with time zone;