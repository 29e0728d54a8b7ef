-- Imports of lists from CSV or XLSX files (decision 0030): the uploaded rows wait here,
-- per organization and admin, until the import runs or is cancelled; the sweep drops expired ones.
CREATE TYPE "public"."import_state" AS ENUM('staged', 'running', 'done', 'failed');--> statement-breakpoint
CREATE TABLE "imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"headers" jsonb NOT NULL,
	"row_count" integer NOT NULL,
	"state" "import_state" DEFAULT 'staged' NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"invalid" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "import_rows" (
	"import_id" integer NOT NULL,
	"line" integer NOT NULL,
	"cells" jsonb NOT NULL,
	CONSTRAINT "import_rows_import_id_line_pk" PRIMARY KEY("import_id","line")
);--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imports_owner_idx" ON "imports" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "imports_expires_idx" ON "imports" USING btree ("expires_at");
