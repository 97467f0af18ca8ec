-- 0055, not 0054: another change takes 0054 in parallel. hidden_at dates a hide, so the media
-- nodes refuse the playback tokens handed out before it (docs/media.md, "Closed recordings and
-- clips"). Recordings hidden before this migration count as hidden now: a token issued before
-- it is refused for its remaining hours, as after any hide.
ALTER TABLE "recorded_streams" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "recorded_streams_hidden_at_idx" ON "recorded_streams" USING btree ("hidden_at") WHERE "recorded_streams"."hidden_at" is not null;--> statement-breakpoint
CREATE INDEX "recorded_streams_deleted_at_idx" ON "recorded_streams" USING btree ("deleted_at") WHERE "recorded_streams"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "clips_deleted_at_idx" ON "clips" USING btree ("deleted_at") WHERE "clips"."deleted_at" is not null;--> statement-breakpoint
UPDATE "recorded_streams" SET "hidden_at" = now() WHERE "hidden";