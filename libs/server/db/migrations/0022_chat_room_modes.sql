ALTER TABLE "chat_rooms" ADD COLUMN "slow_mode_seconds" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "followers_only" boolean DEFAULT false NOT NULL;