CREATE TABLE "chat_announcements" (
	"channel_id" integer PRIMARY KEY NOT NULL,
	"text" varchar(200) NOT NULL,
	"set_by" integer NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_vote_ballots" (
	"vote_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"option_index" smallint NOT NULL,
	"cast_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_vote_ballots_vote_id_member_id_pk" PRIMARY KEY("vote_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "chat_votes" (
	"vote_id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"question" varchar(100) NOT NULL,
	"options" jsonb NOT NULL,
	"opened_by" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "chat_votes_window" CHECK ("chat_votes"."ends_at" > "chat_votes"."opened_at")
);
--> statement-breakpoint
ALTER TABLE "chat_announcements" ADD CONSTRAINT "chat_announcements_channel_id_chat_rooms_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."chat_rooms"("channel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_announcements" ADD CONSTRAINT "chat_announcements_set_by_members_member_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_vote_ballots" ADD CONSTRAINT "chat_vote_ballots_vote_id_chat_votes_vote_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."chat_votes"("vote_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_vote_ballots" ADD CONSTRAINT "chat_vote_ballots_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_votes" ADD CONSTRAINT "chat_votes_channel_id_channels_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("channel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_votes" ADD CONSTRAINT "chat_votes_opened_by_members_member_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_votes_channel_idx" ON "chat_votes" USING btree ("channel_id","vote_id");