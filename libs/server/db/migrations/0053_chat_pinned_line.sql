ALTER TABLE "chat_announcements" ADD COLUMN "line_seq" bigint;--> statement-breakpoint
ALTER TABLE "chat_announcements" ADD COLUMN "line_member_id" integer;--> statement-breakpoint
ALTER TABLE "chat_announcements" ADD COLUMN "line_nickname" varchar(20);