CREATE TABLE "live_matches" (
	"match_id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"opponent_channel_id" integer NOT NULL,
	"proposed_by" integer NOT NULL,
	"minutes" smallint NOT NULL,
	"status" varchar(10) DEFAULT 'proposed' NOT NULL,
	"channel_score" bigint DEFAULT 0 NOT NULL,
	"opponent_score" bigint DEFAULT 0 NOT NULL,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer_by" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"winner_channel_id" integer,
	CONSTRAINT "live_matches_sides" CHECK ("live_matches"."channel_id" <> "live_matches"."opponent_channel_id"),
	CONSTRAINT "live_matches_minutes" CHECK ("live_matches"."minutes" between 3 and 30),
	CONSTRAINT "live_matches_status" CHECK ("live_matches"."status" in ('proposed', 'running', 'ended', 'declined', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "live_matches" ADD CONSTRAINT "live_matches_channel_id_channels_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("channel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_matches" ADD CONSTRAINT "live_matches_opponent_channel_id_channels_channel_id_fk" FOREIGN KEY ("opponent_channel_id") REFERENCES "public"."channels"("channel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_matches" ADD CONSTRAINT "live_matches_proposed_by_members_member_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_matches" ADD CONSTRAINT "live_matches_winner_channel_id_channels_channel_id_fk" FOREIGN KEY ("winner_channel_id") REFERENCES "public"."channels"("channel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_matches_channel_idx" ON "live_matches" USING btree ("channel_id","status");--> statement-breakpoint
CREATE INDEX "live_matches_opponent_idx" ON "live_matches" USING btree ("opponent_channel_id","status");