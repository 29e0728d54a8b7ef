-- Idempotent: this migration once carried an earlier journal time than 0019, so databases that
-- had run 0019 skipped it; with its time corrected, databases that did run it meet it again.
CREATE TABLE IF NOT EXISTS "outbound_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer,
	"sender_user_id" integer,
	"kind" varchar(20) NOT NULL,
	"recipient_count" integer NOT NULL,
	"status" varchar(20) DEFAULT 'sending' NOT NULL,
	"reason" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DO $$ BEGIN
 ALTER TABLE "outbound_mails" ADD CONSTRAINT "outbound_mails_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
DO $$ BEGIN
 ALTER TABLE "outbound_mails" ADD CONSTRAINT "outbound_mails_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbound_mails_created_idx" ON "outbound_mails" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbound_mails_organization_created_idx" ON "outbound_mails" USING btree ("organization_id","created_at","id");