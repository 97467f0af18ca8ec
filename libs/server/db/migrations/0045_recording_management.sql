ALTER TABLE "broadcasts" ADD COLUMN "chat_seq_start" bigint;--> statement-breakpoint
ALTER TABLE "recorded_streams" ADD COLUMN "thumbnail_path" varchar(200);--> statement-breakpoint
ALTER TABLE "recorded_streams" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recorded_streams" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recorded_streams" ADD COLUMN "files_removed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "recorded_streams_purge_idx" ON "recorded_streams" USING btree ("broadcast_id") WHERE "recorded_streams"."deleted_at" is not null and "recorded_streams"."files_removed_at" is null;