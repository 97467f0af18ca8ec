CREATE TABLE "maintenance_windows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"set_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	CONSTRAINT "maintenance_windows_order" CHECK ("maintenance_windows"."end_at" > "maintenance_windows"."start_at")
);
--> statement-breakpoint
ALTER TABLE "maintenance_windows" ADD CONSTRAINT "maintenance_windows_set_by_members_member_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_windows_open_idx" ON "maintenance_windows" USING btree ("id") WHERE "maintenance_windows"."cleared_at" is null;