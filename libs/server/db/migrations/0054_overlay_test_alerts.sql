CREATE TABLE "overlay_test_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"nickname" varchar(20) NOT NULL,
	"amount" integer NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "overlay_test_alerts" ADD CONSTRAINT "overlay_test_alerts_channel_id_channels_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("channel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "overlay_test_alerts_channel_id_idx" ON "overlay_test_alerts" USING btree ("channel_id","id");--> statement-breakpoint
CREATE INDEX "overlay_test_alerts_created_at_idx" ON "overlay_test_alerts" USING btree ("created_at");