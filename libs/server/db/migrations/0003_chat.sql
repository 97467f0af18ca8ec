CREATE TABLE "chat_managers" (
	"channel_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"appointed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_managers_channel_id_member_id_pk" PRIMARY KEY("channel_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"channel_id" integer NOT NULL,
	"seq" bigint NOT NULL,
	"member_id" integer,
	"nickname" varchar(20) DEFAULT '' NOT NULL,
	"role" varchar(12) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"payload" jsonb,
	"client_msg_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_channel_id_seq_pk" PRIMARY KEY("channel_id","seq"),
	CONSTRAINT "chat_messages_client_msg_unique" UNIQUE("channel_id","member_id","client_msg_id"),
	CONSTRAINT "chat_messages_kind" CHECK ("chat_messages"."kind" in ('chat', 'gift', 'notice'))
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"channel_id" integer PRIMARY KEY NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"frozen" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_sanctions" (
	"channel_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"until" timestamp with time zone,
	"by_member_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_sanctions_channel_id_member_id_kind_pk" PRIMARY KEY("channel_id","member_id","kind"),
	CONSTRAINT "chat_sanctions_kind" CHECK ("chat_sanctions"."kind" in ('kick', 'blacklist', 'dumb'))
);
--> statement-breakpoint
ALTER TABLE "chat_managers" ADD CONSTRAINT "chat_managers_channel_id_channels_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("channel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_managers" ADD CONSTRAINT "chat_managers_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_channel_id_chat_rooms_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."chat_rooms"("channel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_channel_id_channels_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("channel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sanctions" ADD CONSTRAINT "chat_sanctions_channel_id_channels_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("channel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sanctions" ADD CONSTRAINT "chat_sanctions_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sanctions" ADD CONSTRAINT "chat_sanctions_by_member_id_members_member_id_fk" FOREIGN KEY ("by_member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_sanctions_member_idx" ON "chat_sanctions" USING btree ("member_id");