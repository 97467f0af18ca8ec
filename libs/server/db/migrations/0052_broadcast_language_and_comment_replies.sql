ALTER TABLE "channels" ADD COLUMN "language" varchar(8) DEFAULT 'ko' NOT NULL;--> statement-breakpoint
ALTER TABLE "board_comments" ADD COLUMN "parent_comment_id" integer;--> statement-breakpoint
ALTER TABLE "board_comments" ADD CONSTRAINT "board_comments_parent_comment_id_board_comments_comment_id_fk" FOREIGN KEY ("parent_comment_id") REFERENCES "public"."board_comments"("comment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_comments_parent_idx" ON "board_comments" USING btree ("parent_comment_id","comment_id");--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_language_known" CHECK ("channels"."language" in ('ko', 'en', 'ja', 'zh'));