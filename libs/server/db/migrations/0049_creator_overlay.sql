CREATE TABLE "channel_overlays" (
	"channel_id" integer PRIMARY KEY NOT NULL,
	"secret" varchar(64) NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_overlays_secret_unique" UNIQUE("secret")
);
--> statement-breakpoint
CREATE TABLE "channel_viewer_samples" (
	"channel_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"viewers" integer NOT NULL,
	CONSTRAINT "channel_viewer_samples_channel_id_at_pk" PRIMARY KEY("channel_id","at")
);
--> statement-breakpoint
ALTER TABLE "channel_overlays" ADD CONSTRAINT "channel_overlays_channel_id_channels_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("channel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_viewer_samples" ADD CONSTRAINT "channel_viewer_samples_channel_id_channels_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("channel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_viewer_samples_at_idx" ON "channel_viewer_samples" USING btree ("at");