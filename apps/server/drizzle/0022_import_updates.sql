ALTER TABLE "imports" ADD COLUMN "updated" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "unchanged" integer DEFAULT 0 NOT NULL;