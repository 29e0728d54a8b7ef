-- Hand-out rules an organization switched off, an admin's override reason on the item
-- it covers, and tyre alerts dismissed per user and season.
CREATE TABLE "tire_alert_dismissals" (
	"user_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"season" varchar(20) NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tire_alert_dismissals_user_id_season_pk" PRIMARY KEY("user_id","season")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "hand_out_rules_off" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "hand_out_override" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "hand_out_override" text;--> statement-breakpoint
ALTER TABLE "tire_alert_dismissals" ADD CONSTRAINT "tire_alert_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tire_alert_dismissals" ADD CONSTRAINT "tire_alert_dismissals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tire_alert_dismissals_organization_idx" ON "tire_alert_dismissals" USING btree ("organization_id");