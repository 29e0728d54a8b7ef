-- The mail outbox (decision 0074): every e-mail a change sends is a row written in the change's own
-- transaction, so the mail exists exactly when the change does. Each server process sends the
-- due rows (one sender per row: a session advisory lock on the row's id, freed at once when its
-- process dies), retries a failure later with a growing pause, and records the outcome once: only
-- the update from `queued` counts. The text is cleared once the row is settled (an invitation's
-- link must not outlive its delivery); the notification record keeps what the organization sees.
CREATE TABLE "mail_outbox" (
  "id" serial PRIMARY KEY NOT NULL,
  "organization_id" integer REFERENCES "organizations"("id") ON DELETE cascade,
  "notification_id" integer REFERENCES "notifications"("id") ON DELETE set null,
  "kind" varchar(20) NOT NULL,
  "sender_user_id" integer REFERENCES "users"("id") ON DELETE set null,
  "recipients" text[] NOT NULL,
  "subject" text NOT NULL,
  "body" text NOT NULL,
  "status" varchar(10) DEFAULT 'queued' NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_error" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "settled_at" timestamp with time zone,
  CONSTRAINT "mail_outbox_status_check" CHECK ("status" IN ('queued', 'sent', 'failed')),
  CONSTRAINT "mail_outbox_recipients_check" CHECK (cardinality("recipients") > 0)
);--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "status" = 'queued';--> statement-breakpoint
CREATE INDEX "mail_outbox_settled_idx" ON "mail_outbox" USING btree ("settled_at") WHERE "status" <> 'queued';
