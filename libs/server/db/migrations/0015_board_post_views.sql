CREATE TABLE "board_post_views" (
	"board_id" integer NOT NULL,
	"viewer_key" varchar(80) NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_post_views_board_id_viewer_key_pk" PRIMARY KEY("board_id","viewer_key")
);
--> statement-breakpoint
ALTER TABLE "board_post_views" ADD CONSTRAINT "board_post_views_board_id_board_posts_board_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."board_posts"("board_id") ON DELETE no action ON UPDATE no action;