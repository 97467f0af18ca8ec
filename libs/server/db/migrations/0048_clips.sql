CREATE TABLE "clip_views" (
	"clip_id" integer NOT NULL,
	"viewer" varchar(64) NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "clip_views_clip_id_viewer_day_pk" PRIMARY KEY("clip_id","viewer","day")
);
--> statement-breakpoint
CREATE TABLE "clips" (
	"clip_id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"broadcast_id" integer NOT NULL,
	"recorded_stream_id" integer,
	"creator_member_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"media_node" varchar(64) NOT NULL,
	"requested_start_seconds" real,
	"behind_live_seconds" real,
	"requested_duration_seconds" real NOT NULL,
	"start_seconds" real,
	"duration_seconds" real,
	"status" varchar(8) DEFAULT 'pending' NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"files_removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "clip_views" ADD CONSTRAINT "clip_views_clip_id_clips_clip_id_fk" FOREIGN KEY ("clip_id") REFERENCES "public"."clips"("clip_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clips" ADD CONSTRAINT "clips_channel_id_channels_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("channel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clips" ADD CONSTRAINT "clips_broadcast_id_broadcasts_broadcast_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("broadcast_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clips" ADD CONSTRAINT "clips_recorded_stream_id_recorded_streams_recorded_stream_id_fk" FOREIGN KEY ("recorded_stream_id") REFERENCES "public"."recorded_streams"("recorded_stream_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clips" ADD CONSTRAINT "clips_creator_member_id_members_member_id_fk" FOREIGN KEY ("creator_member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clips_channel_idx" ON "clips" USING btree ("channel_id","created_at");--> statement-breakpoint
CREATE INDEX "clips_pending_idx" ON "clips" USING btree ("media_node") WHERE "clips"."status" = 'pending' or ("clips"."deleted_at" is not null and "clips"."files_removed_at" is null);