CREATE TABLE "member_rules_agreements" (
	"member_id" integer NOT NULL,
	"document" varchar(24) NOT NULL,
	"version" integer NOT NULL,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_rules_agreements_member_id_document_version_pk" PRIMARY KEY("member_id","document","version")
);
--> statement-breakpoint
CREATE TABLE "rules_document_versions" (
	"version_id" serial PRIMARY KEY NOT NULL,
	"brand" varchar(16) NOT NULL,
	"document" varchar(24) NOT NULL,
	"version" integer NOT NULL,
	"body_ko" text NOT NULL,
	"body_en" text,
	"effective_at" timestamp with time zone NOT NULL,
	"created_by_staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rules_document_versions_from_two" CHECK ("rules_document_versions"."version" >= 2)
);
--> statement-breakpoint
ALTER TABLE "member_rules_agreements" ADD CONSTRAINT "member_rules_agreements_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rules_document_versions" ADD CONSTRAINT "rules_document_versions_created_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rules_document_versions_brand_document_version_idx" ON "rules_document_versions" USING btree ("brand","document","version");