-- What a signed-in request is allowed to do is read from a session, its user, the user's
-- organization and (for an impersonation) the superadmin behind it. Each server process keeps
-- the answers in memory for a short while (src/modules/auth/session-cache.ts); every change of
-- such a row is announced on commit, so each process forgets what it knew about it at once —
-- also when the change was made outside the server (a script, psql). Payload: 's:' session,
-- 'u:' user, 'o:' organization, then the id.
CREATE OR REPLACE FUNCTION toolyard_announce_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('toolyard_auth_changes', CASE TG_TABLE_NAME
    WHEN 'sessions' THEN 's:'
    WHEN 'users' THEN 'u:'
    ELSE 'o:'
  END || OLD.id::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessions_announce_auth_change AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION toolyard_announce_auth_change();--> statement-breakpoint
CREATE TRIGGER users_announce_auth_change AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION toolyard_announce_auth_change();--> statement-breakpoint
CREATE TRIGGER organizations_announce_auth_change AFTER UPDATE OR DELETE ON organizations FOR EACH ROW EXECUTE FUNCTION toolyard_announce_auth_change();
