CREATE INDEX "activity_organization_id_idx" ON "activity" USING btree ("organization_id","id");--> statement-breakpoint
-- Every recorded change is announced on commit (NOTIFY is transactional): the servers LISTEN and
-- push it to their browsers, so an event crosses server processes. The activity row itself is
-- the durable log a reconnecting browser resumes from.
CREATE OR REPLACE FUNCTION toolyard_announce_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('toolyard_events', json_build_object(
    'id', NEW.id, 'organizationId', NEW.organization_id, 'entityType', NEW.entity_type,
    'entityId', NEW.entity_id, 'action', NEW.action)::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER activity_announce AFTER INSERT ON activity FOR EACH ROW EXECUTE FUNCTION toolyard_announce_activity();
