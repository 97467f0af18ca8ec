ALTER TABLE "members" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "broadcast_rules_agreed_at" timestamp with time zone;