-- A live event also names who made the change (the activity row's actor), so each stream can tell
-- its own user "this was you": a browser that already refreshed after its own change skips the
-- echo (decision 0022). The user id itself never leaves the server; the stream sends a flag.
CREATE OR REPLACE FUNCTION toolyard_announce_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('toolyard_events', json_build_object(
    'id', NEW.id, 'organizationId', NEW.organization_id, 'entityType', NEW.entity_type,
    'entityId', NEW.entity_id, 'action', NEW.action, 'actorUserId', NEW.actor_user_id)::text);
  RETURN NULL;
END
$$;
