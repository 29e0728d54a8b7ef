-- Organization logos move from files into the database (decision 0066).
CREATE TABLE "organization_logos" (
	"name" varchar(36) PRIMARY KEY NOT NULL,
	"organization_id" integer,
	"image" "bytea" NOT NULL,
	"content_type" varchar(20) NOT NULL,
	"etag" varchar(64) NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_logos" ADD CONSTRAINT "organization_logos_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_logos_organization_idx" ON "organization_logos" USING btree ("organization_id");
