-- The server processes alive now, and which one runs each Idempotency-Key claim (decision 0069).
CREATE TABLE "server_processes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "process_id" uuid;