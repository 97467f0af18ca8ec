ALTER TABLE "chat_messages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "health" jsonb;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "health_at" timestamp with time zone;