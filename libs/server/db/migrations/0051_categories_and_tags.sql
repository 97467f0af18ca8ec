CREATE TABLE "categories" (
	"category_id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(40) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"name_ko" varchar(40) NOT NULL,
	"name_en" varchar(40) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_category_id_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channels_category_idx" ON "channels" USING btree ("category_id","is_live");--> statement-breakpoint
-- The seeded categories (docs/discovery.md): the games and the non-game kinds Korean platforms
-- browse by; content staff edit, add and disable them in the console.
INSERT INTO "categories" ("slug", "kind", "name_ko", "name_en", "position") VALUES
	('talk', 'other', '토크', 'Talk', 10),
	('music', 'other', '음악', 'Music', 20),
	('cooking', 'other', '먹방·쿡방', 'Eating & Cooking', 30),
	('sports', 'other', '스포츠', 'Sports', 40),
	('travel', 'other', '여행', 'Travel', 50),
	('study', 'other', '공부', 'Study', 60),
	('art', 'other', '그림·아트', 'Art', 70),
	('asmr', 'other', 'ASMR', 'ASMR', 80),
	('league-of-legends', 'game', '리그 오브 레전드', 'League of Legends', 100),
	('valorant', 'game', '발로란트', 'VALORANT', 110),
	('battlegrounds', 'game', '배틀그라운드', 'PUBG: Battlegrounds', 120),
	('maplestory', 'game', '메이플스토리', 'MapleStory', 130),
	('lost-ark', 'game', '로스트아크', 'Lost Ark', 140),
	('fc-online', 'game', 'FC 온라인', 'FC Online', 150),
	('minecraft', 'game', '마인크래프트', 'Minecraft', 160),
	('starcraft', 'game', '스타크래프트', 'StarCraft', 170),
	('other-games', 'game', '기타 게임', 'Other games', 900);
