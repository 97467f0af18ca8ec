CREATE TABLE "members" (
	"member_id" serial PRIMARY KEY NOT NULL,
	"login_id" varchar(40) NOT NULL,
	"nickname" varchar(20) NOT NULL,
	"password_hash" text,
	"user_type" char(1) DEFAULT 'V' NOT NULL,
	"name" varchar(60),
	"phone" varchar(20),
	"country_code" varchar(6),
	"foreigner" boolean DEFAULT false NOT NULL,
	"recommend_id" varchar(40),
	"partner_code" varchar(40),
	"identity_status" smallint DEFAULT 0 NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"brand" varchar(16) DEFAULT 'onair' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_login_id_unique" UNIQUE("login_id"),
	CONSTRAINT "members_nickname_unique" UNIQUE("nickname")
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"channel_id" serial PRIMARY KEY NOT NULL,
	"owner_member_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"profile_image_url" text,
	"thumbnail_url" text,
	"is_live" boolean DEFAULT false NOT NULL,
	"live_title" varchar(120),
	"player" varchar(16),
	"viewer_count" integer DEFAULT 0 NOT NULL,
	"adult" boolean DEFAULT false NOT NULL,
	"live_started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channels_owner_member_id_unique" UNIQUE("owner_member_id")
);
--> statement-breakpoint
CREATE TABLE "cs_notices" (
	"notice_id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"important" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_owner_member_id_members_member_id_fk" FOREIGN KEY ("owner_member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "members_brand_idx" ON "members" USING btree ("brand");--> statement-breakpoint
CREATE INDEX "channels_live_idx" ON "channels" USING btree ("is_live","viewer_count");