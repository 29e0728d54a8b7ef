-- Ending a session is announced on commit, like a recorded change (0004): every server process
-- closes the live event streams that belong to it. Revoking and deleting (a deleted user's
-- sessions go with it by cascade) both count.
CREATE OR REPLACE FUNCTION toolyard_announce_session_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('toolyard_session_ends', OLD.id::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessions_announce_revoke AFTER UPDATE OF revoked_at ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) EXECUTE FUNCTION toolyard_announce_session_end();--> statement-breakpoint
CREATE TRIGGER sessions_announce_delete AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION toolyard_announce_session_end();--> statement-breakpoint
-- The impersonations a superadmin started end with their password, role or account.
CREATE INDEX "sessions_impersonator_idx" ON "sessions" USING btree ("impersonator_user_id") WHERE "impersonator_user_id" IS NOT NULL;--> statement-breakpoint
-- A log entry's time is read when it is written, after the row lock of the change it records
-- (now() is the transaction's start, before the lock): the log's order is the real order.
ALTER TABLE "tool_logs" ALTER COLUMN "timestamp" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "vehicle_logs" ALTER COLUMN "timestamp" SET DEFAULT clock_timestamp();
