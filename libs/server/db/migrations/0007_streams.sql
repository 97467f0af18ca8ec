CREATE TABLE "broadcasts" (
	"broadcast_id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"stream_key_id" integer NOT NULL,
	"media_node" varchar(64) NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" varchar(16)
);
--> statement-breakpoint
CREATE TABLE "external_streams" (
	"channel_id" integer PRIMARY KEY NOT NULL,
	"player" varchar(16) NOT NULL,
	"playback_url" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_nodes" (
	"node_id" varchar(64) PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recorded_streams" (
	"recorded_stream_id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"broadcast_id" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"duration_seconds" integer NOT NULL,
	"playlist_path" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recorded_streams_broadcast_id_unique" UNIQUE("broadcast_id")
);
--> statement-breakpoint
CREATE TABLE "stream_keys" (
	"stream_key_id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"key_prefix" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "stream_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_channel_id_channels_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("channel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_stream_key_id_stream_keys_stream_key_id_fk" FOREIGN KEY ("stream_key_id") REFERENCES "public"."stream_keys"("stream_key_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_streams" ADD CONSTRAINT "external_streams_channel_id_channels_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("channel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recorded_streams" ADD CONSTRAINT "recorded_streams_channel_id_channels_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("channel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recorded_streams" ADD CONSTRAINT "recorded_streams_broadcast_id_broadcasts_broadcast_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("broadcast_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_keys" ADD CONSTRAINT "stream_keys_channel_id_channels_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("channel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "broadcasts_one_live_idx" ON "broadcasts" USING btree ("channel_id") WHERE "broadcasts"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "broadcasts_node_idx" ON "broadcasts" USING btree ("media_node","ended_at");--> statement-breakpoint
CREATE INDEX "recorded_streams_channel_idx" ON "recorded_streams" USING btree ("channel_id","ended_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stream_keys_one_active_idx" ON "stream_keys" USING btree ("channel_id") WHERE "stream_keys"."revoked_at" is null;