ALTER TABLE "declarations" DROP CONSTRAINT "declarations_target";--> statement-breakpoint
ALTER TABLE "declarations" DROP CONSTRAINT "declarations_status";--> statement-breakpoint
-- Reports are decided in the operator console: actioned (with an outcome) or dismissed replace the
-- one 'done' state, which every decided report so far meant as actioned.
UPDATE "declarations" SET "status" = 'actioned' WHERE "status" = 'done';--> statement-breakpoint
ALTER TABLE "board_comments" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "board_comments" ADD COLUMN "hidden_note" text;--> statement-breakpoint
ALTER TABLE "board_posts" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "board_posts" ADD COLUMN "hidden_note" text;--> statement-breakpoint
ALTER TABLE "account_change_requests" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "account_change_requests" ADD COLUMN "decided_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "declarations" ADD COLUMN "target_seq" bigint;--> statement-breakpoint
ALTER TABLE "declarations" ADD COLUMN "outcome" varchar(16);--> statement-breakpoint
ALTER TABLE "declarations" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "declarations" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "declarations" ADD COLUMN "handled_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "answered_by_staff_id" integer;--> statement-breakpoint
CREATE INDEX "declarations_queue_idx" ON "declarations" USING btree ("brand","status","declaration_id");--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_outcome" CHECK ("declarations"."outcome" is null or "declarations"."outcome" in ('sanctioned', 'taken-down', 'content-hidden'));--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_target" CHECK ("declarations"."target_type" in ('channel', 'member', 'board', 'comment', 'chat', 'message'));--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_status" CHECK ("declarations"."status" in ('received', 'reviewing', 'actioned', 'dismissed'));