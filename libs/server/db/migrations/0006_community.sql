CREATE TABLE "uploads" (
	"upload_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_member_id" integer NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"file_name" varchar(120) NOT NULL,
	"content_type" varchar(80) NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "board_comments" (
	"comment_id" serial PRIMARY KEY NOT NULL,
	"board_id" integer NOT NULL,
	"author_member_id" integer NOT NULL,
	"content" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "board_likes" (
	"board_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_likes_board_id_member_id_pk" PRIMARY KEY("board_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "board_posts" (
	"board_id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"author_member_id" integer NOT NULL,
	"category" smallint DEFAULT 1 NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"important" boolean DEFAULT false NOT NULL,
	"attachment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "board_posts_counts" CHECK ("board_posts"."like_count" >= 0 and "board_posts"."comment_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "board_reads" (
	"channel_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"last_read_board_id" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "board_reads_channel_id_member_id_pk" PRIMARY KEY("channel_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "board_settings" (
	"channel_id" integer PRIMARY KEY NOT NULL,
	"write_access" varchar(8) DEFAULT 'all' NOT NULL,
	"comments_enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_notices" (
	"notice_id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"author_member_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"important" boolean DEFAULT false NOT NULL,
	"attachment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"member_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_member_id_channel_id_pk" PRIMARY KEY("member_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "watch_history" (
	"member_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"watch_count" integer DEFAULT 1 NOT NULL,
	"last_watched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watch_history_member_id_channel_id_pk" PRIMARY KEY("member_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "member_messages" (
	"msg_id" serial PRIMARY KEY NOT NULL,
	"sender_member_id" integer NOT NULL,
	"recipient_member_id" integer NOT NULL,
	"content" text NOT NULL,
	"read_at" timestamp with time zone,
	"sender_deleted_at" timestamp with time zone,
	"recipient_deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_settings" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"allow_messages" boolean DEFAULT true NOT NULL,
	"notify_live" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_blocks" (
	"member_id" integer NOT NULL,
	"target_member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_blocks_member_id_target_member_id_pk" PRIMARY KEY("member_id","target_member_id")
);
--> statement-breakpoint
CREATE TABLE "account_change_requests" (
	"request_id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"bank_code" varchar(8) NOT NULL,
	"bank_account" varchar(32) NOT NULL,
	"bank_holder_name" varchar(40) NOT NULL,
	"bankbook_upload_id" varchar(36),
	"status" varchar(10) DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "account_change_status" CHECK ("account_change_requests"."status" in ('requested', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "declarations" (
	"declaration_id" serial PRIMARY KEY NOT NULL,
	"reporter_member_id" integer NOT NULL,
	"brand" varchar(16) NOT NULL,
	"target_type" varchar(10) NOT NULL,
	"target_id" integer NOT NULL,
	"reason" smallint NOT NULL,
	"content" text NOT NULL,
	"attachment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'received' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "declarations_target" CHECK ("declarations"."target_type" in ('channel', 'member', 'board', 'comment', 'chat')),
	CONSTRAINT "declarations_status" CHECK ("declarations"."status" in ('received', 'reviewing', 'done'))
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"inquiry_id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"brand" varchar(16) NOT NULL,
	"category" smallint NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"attachment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'waiting' NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "inquiries_status" CHECK ("inquiries"."status" in ('waiting', 'answered'))
);
--> statement-breakpoint
CREATE TABLE "home_items" (
	"item_id" serial PRIMARY KEY NOT NULL,
	"brand" varchar(16) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"variant" varchar(12) DEFAULT '' NOT NULL,
	"title" varchar(100) NOT NULL,
	"body" varchar(1000) DEFAULT '' NOT NULL,
	"image_url" varchar(300),
	"link_url" varchar(300),
	"channel_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "banner_image_url" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "broadcast" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "adult_plus_broadcast" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "sns_login_kakao" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "sns_login_naver" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "sns_login_google" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "sns_login_twitch" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "cs_notices" ADD COLUMN "kind" varchar(8) DEFAULT 'notice' NOT NULL;--> statement-breakpoint
ALTER TABLE "cs_notices" ADD COLUMN "brand" varchar(16);--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_member_id_members_member_id_fk" FOREIGN KEY ("owner_member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_comments" ADD CONSTRAINT "board_comments_board_id_board_posts_board_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."board_posts"("board_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_comments" ADD CONSTRAINT "board_comments_author_member_id_members_member_id_fk" FOREIGN KEY ("author_member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_likes" ADD CONSTRAINT "board_likes_board_id_board_posts_board_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."board_posts"("board_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_likes" ADD CONSTRAINT "board_likes_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_posts" ADD CONSTRAINT "board_posts_channel_id_channels_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("channel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_posts" ADD CONSTRAINT "board_posts_author_member_id_members_member_id_fk" FOREIGN KEY ("author_member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_reads" ADD CONSTRAINT "board_reads_channel_id_channels_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("channel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_reads" ADD CONSTRAINT "board_reads_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_settings" ADD CONSTRAINT "board_settings_channel_id_channels_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("channel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_notices" ADD CONSTRAINT "channel_notices_channel_id_channels_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("channel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_notices" ADD CONSTRAINT "channel_notices_author_member_id_members_member_id_fk" FOREIGN KEY ("author_member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_channel_id_channels_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("channel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_history" ADD CONSTRAINT "watch_history_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_history" ADD CONSTRAINT "watch_history_channel_id_channels_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("channel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_sender_member_id_members_member_id_fk" FOREIGN KEY ("sender_member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_recipient_member_id_members_member_id_fk" FOREIGN KEY ("recipient_member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_settings" ADD CONSTRAINT "member_settings_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_blocks" ADD CONSTRAINT "message_blocks_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_blocks" ADD CONSTRAINT "message_blocks_target_member_id_members_member_id_fk" FOREIGN KEY ("target_member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_change_requests" ADD CONSTRAINT "account_change_requests_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_reporter_member_id_members_member_id_fk" FOREIGN KEY ("reporter_member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_member_id");--> statement-breakpoint
CREATE INDEX "board_comments_board_idx" ON "board_comments" USING btree ("board_id","comment_id");--> statement-breakpoint
CREATE INDEX "board_posts_channel_idx" ON "board_posts" USING btree ("channel_id","important","created_at");--> statement-breakpoint
CREATE INDEX "channel_notices_channel_idx" ON "channel_notices" USING btree ("channel_id","created_at");--> statement-breakpoint
CREATE INDEX "follows_channel_idx" ON "follows" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "watch_history_recent_idx" ON "watch_history" USING btree ("member_id","last_watched_at");--> statement-breakpoint
CREATE INDEX "member_messages_inbox_idx" ON "member_messages" USING btree ("recipient_member_id","msg_id");--> statement-breakpoint
CREATE INDEX "member_messages_outbox_idx" ON "member_messages" USING btree ("sender_member_id","msg_id");--> statement-breakpoint
CREATE INDEX "account_change_member_idx" ON "account_change_requests" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "declarations_reporter_idx" ON "declarations" USING btree ("reporter_member_id","declaration_id");--> statement-breakpoint
CREATE INDEX "inquiries_member_idx" ON "inquiries" USING btree ("member_id","inquiry_id");--> statement-breakpoint
CREATE INDEX "home_items_brand_kind_idx" ON "home_items" USING btree ("brand","kind","position");--> statement-breakpoint
CREATE INDEX "cs_notices_kind_idx" ON "cs_notices" USING btree ("kind","important","created_at");