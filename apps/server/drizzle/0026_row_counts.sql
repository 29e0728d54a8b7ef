-- Kept counts (decision 0070): per organization, list subject and filter key, the number of rows,
-- kept by statement triggers in the same transaction as the change. A change adds delta rows (never
-- updates one: concurrent changes never wait for each other); a count is the sum of its key's
-- rows; the compaction in data/row-counts.ts folds a key's rows into one. Keys compare bytewise
-- (COLLATE "C"): a range of day keys is a range of the index.
CREATE TABLE "row_counts" (
	"organization_id" integer NOT NULL,
	"subject" text NOT NULL,
	"key" text COLLATE "C" NOT NULL,
	"delta" bigint NOT NULL,
	"compacted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "row_counts_key_idx" ON "row_counts" USING btree ("organization_id","subject","key") INCLUDE ("delta");--> statement-breakpoint
CREATE INDEX "row_counts_pending_idx" ON "row_counts" USING btree ("organization_id","subject","key") WHERE not "row_counts"."compacted";--> statement-breakpoint
-- The keys a row counts under. '' is the organization's whole list; a filter's key names its values
-- ("b:17|s:available": branch 17, status available), in the order data/row-counts.ts builds them.
-- A concatenation with a missing value is null and is left out.
CREATE FUNCTION toolyard_count_keys_tools(t tools) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY[
    '', 's:' || t.status,
    'b:' || t.branch_id, 'b:' || t.branch_id || '|s:' || t.status,
    'site:' || t.site_id, 'site:' || t.site_id || '|s:' || t.status,
    'unit:' || t.storage_unit_id, 'unit:' || t.storage_unit_id || '|s:' || t.status,
    'user:' || t.assigned_user_id, 'user:' || t.assigned_user_id || '|s:' || t.status
  ], NULL)
$$;--> statement-breakpoint
CREATE FUNCTION toolyard_count_keys_vehicles(v vehicles) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY[
    '', 's:' || v.status,
    'b:' || v.branch_id, 'b:' || v.branch_id || '|s:' || v.status,
    'park:' || v.parking_location_id, 'park:' || v.parking_location_id || '|s:' || v.status,
    'user:' || v.assigned_user_id, 'user:' || v.assigned_user_id || '|s:' || v.status
  ], NULL)
$$;--> statement-breakpoint
CREATE FUNCTION toolyard_count_keys_reports(r reports) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY['', 'site:' || r.site_id, 'day:' || to_char(r.report_date, 'YYYY-MM-DD')], NULL)
$$;--> statement-breakpoint
CREATE FUNCTION toolyard_count_keys_sites(s sites) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY['', 'b:' || s.branch_id, CASE WHEN s.active THEN 'active' END], NULL)
$$;--> statement-breakpoint
CREATE FUNCTION toolyard_count_keys_storage_units(u storage_units) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY['', 'b:' || u.branch_id], NULL)
$$;--> statement-breakpoint
CREATE FUNCTION toolyard_count_keys_parking_locations(p parking_locations) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY['', 'b:' || p.branch_id], NULL)
$$;--> statement-breakpoint
CREATE FUNCTION toolyard_count_keys_branches(b branches) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['']
$$;--> statement-breakpoint
CREATE FUNCTION toolyard_count_keys_users(u users) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['', 'role:' || u.role]
$$;--> statement-breakpoint
-- Inserts and deletes: one statement trigger per table, all the statement's rows at once (transition
-- tables allow one event per trigger). Updates: a row trigger that fires only when a counted
-- column changed (its WHEN costs nothing when none did, as for a rename or a log note) and writes
-- the keys that came and went. Rows without an organization (a superadmin) are not counted.
DO $$
DECLARE
  counted record;
  changed text;
BEGIN
  FOR counted IN SELECT * FROM (VALUES
    ('tools', 'status, branch_id, site_id, storage_unit_id, assigned_user_id'),
    ('vehicles', 'status, branch_id, parking_location_id, assigned_user_id'),
    ('reports', 'site_id, report_date'),
    ('sites', 'branch_id, active'),
    ('storage_units', 'branch_id'),
    ('parking_locations', 'branch_id'),
    ('branches', NULL),
    ('users', 'role')
  ) AS c(name, columns) LOOP
    EXECUTE format($fn$
      CREATE FUNCTION toolyard_count_%1$s() RETURNS trigger LANGUAGE plpgsql AS $body$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO row_counts (organization_id, subject, key, delta)
          SELECT n.organization_id, %1$L, k.key, count(*)
          FROM new_rows n, unnest(toolyard_count_keys_%1$s(n)) AS k(key)
          WHERE n.organization_id IS NOT NULL
          GROUP BY n.organization_id, k.key;
        ELSE
          INSERT INTO row_counts (organization_id, subject, key, delta)
          SELECT o.organization_id, %1$L, k.key, -count(*)
          FROM old_rows o, unnest(toolyard_count_keys_%1$s(o)) AS k(key)
          WHERE o.organization_id IS NOT NULL
          GROUP BY o.organization_id, k.key;
        END IF;
        RETURN NULL;
      END
      $body$
    $fn$, counted.name);
    EXECUTE format($fn$
      CREATE FUNCTION toolyard_count_%1$s_change() RETURNS trigger LANGUAGE plpgsql AS $body$
      DECLARE
        old_keys text[] := CASE WHEN OLD.organization_id IS NULL THEN '{}' ELSE toolyard_count_keys_%1$s(OLD) END;
        new_keys text[] := CASE WHEN NEW.organization_id IS NULL THEN '{}' ELSE toolyard_count_keys_%1$s(NEW) END;
        gone text[] := old_keys;
        came text[] := new_keys;
      BEGIN
        -- In the same organization only the keys that differ; moved to another, all of both.
        IF OLD.organization_id IS NOT DISTINCT FROM NEW.organization_id THEN
          SELECT ARRAY(SELECT unnest(old_keys) EXCEPT SELECT unnest(new_keys)),
                 ARRAY(SELECT unnest(new_keys) EXCEPT SELECT unnest(old_keys))
          INTO gone, came;
        END IF;
        INSERT INTO row_counts (organization_id, subject, key, delta)
        SELECT OLD.organization_id, %1$L, k, -1 FROM unnest(gone) AS k
        UNION ALL
        SELECT NEW.organization_id, %1$L, k, 1 FROM unnest(came) AS k;
        RETURN NULL;
      END
      $body$
    $fn$, counted.name);
    EXECUTE format('CREATE TRIGGER %1$s_counted_insert AFTER INSERT ON %1$I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION toolyard_count_%1$s()', counted.name);
    EXECUTE format('CREATE TRIGGER %1$s_counted_delete AFTER DELETE ON %1$I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION toolyard_count_%1$s()', counted.name);
    changed := 'organization_id' || coalesce(', ' || counted.columns, '');
    EXECUTE format('CREATE TRIGGER %1$s_counted_update AFTER UPDATE ON %1$I FOR EACH ROW WHEN ((%2$s) IS DISTINCT FROM (%3$s)) EXECUTE FUNCTION toolyard_count_%1$s_change()',
      counted.name,
      (SELECT string_agg('OLD.' || trim(c), ', ') FROM unnest(string_to_array(changed, ',')) AS c),
      (SELECT string_agg('NEW.' || trim(c), ', ') FROM unnest(string_to_array(changed, ',')) AS c));
    -- What is there already, counted under the triggers' lock (CREATE TRIGGER holds writes off
    -- until this migration commits), so no change is counted twice or missed.
    EXECUTE format($fill$
      INSERT INTO row_counts (organization_id, subject, key, delta, compacted)
      SELECT r.organization_id, %1$L, k.key, count(*), true
      FROM %1$I AS r, unnest(toolyard_count_keys_%1$s(r)) AS k(key)
      WHERE r.organization_id IS NOT NULL
      GROUP BY r.organization_id, k.key
    $fill$, counted.name);
  END LOOP;
END
$$;--> statement-breakpoint
-- Statistics for the new table at once: the first reads must not wait for autovacuum's ANALYZE.
ANALYZE "row_counts";
