CREATE TABLE "gift_reports" (
	"report_id" bigserial PRIMARY KEY NOT NULL,
	"gift_id" bigint NOT NULL,
	"brand" varchar(16) NOT NULL,
	"sender_member_id" integer NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"state" varchar(12) DEFAULT 'reported' NOT NULL,
	"decided_by_staff_id" integer,
	"decided_at" timestamp with time zone,
	"decision_reason" varchar(500),
	"reversal_tx_id" bigint,
	CONSTRAINT "gift_reports_gift_id_unique" UNIQUE("gift_id")
);
--> statement-breakpoint
CREATE TABLE "guardian_consents" (
	"request_id" varchar(64) PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"brand" varchar(16) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"guardian_name" varchar(60),
	"guardian_birthday" varchar(10),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consented_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "guardian_consents" ADD CONSTRAINT "guardian_consents_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_reports_queue_idx" ON "gift_reports" USING btree ("brand","state","report_id");--> statement-breakpoint
CREATE INDEX "guardian_consents_member_idx" ON "guardian_consents" USING btree ("member_id","status");