-- Due days kept on the row (decision 0072): a vehicle's last odometer reading and pace, and from
-- them its kilometres left, its service's day and its earliest due day, are columns kept by the
-- database — the readings by a trigger on vehicle_logs, the days by a trigger on the vehicle — so
-- the due rule (decision 0042) reads plain columns instead of the vehicle's log, and the kept
-- counts (decision 0070) can count tools and vehicles by the day they fall due.
ALTER TABLE "vehicles" ADD COLUMN "odometer_km" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "odometer_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "km_per_day" double precision;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "service_km_left" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "service_day" date;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "due_day" date;--> statement-breakpoint
-- The days, from the row itself: kilometres left = the next service's kilometres − the last
-- reading; the forecast = the last reading's day (in the organization's zone) + ⌈km left ÷ km a
-- day⌉; the service's day = the set date or the forecast, whichever is first; the due day = the
-- earliest of the service's, the registration's and the checkup's days.
CREATE FUNCTION toolyard_vehicle_due_days() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  forecast date;
BEGIN
  NEW.service_km_left := NEW.next_service_km - NEW.odometer_km;
  IF NEW.service_km_left IS NOT NULL AND NEW.km_per_day > 0 THEN
    SELECT (NEW.odometer_at AT TIME ZONE o.time_zone)::date + ceil(NEW.service_km_left / NEW.km_per_day)::int
    INTO forecast FROM organizations o WHERE o.id = NEW.organization_id;
  END IF;
  NEW.service_day := least(NEW.next_service_date, forecast);
  NEW.due_day := least(NEW.service_day, NEW.next_registration, NEW.next_technical_checkup);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER vehicles_due_days BEFORE INSERT OR UPDATE OF organization_id, next_service_date,
  next_service_km, next_registration, next_technical_checkup, odometer_km, odometer_at, km_per_day
  ON vehicles FOR EACH ROW EXECUTE FUNCTION toolyard_vehicle_due_days();--> statement-breakpoint
-- The readings of the asked vehicles, read again from their log: the last reading, and the
-- kilometres a day over the readings of the 90 days up to it (at least a day apart and some
-- distance driven, else none). The vehicles are locked first, in id order, so the reads below —
-- a statement of their own, with a snapshot taken after the locks — see every reading committed
-- before: two transactions logging the same vehicle at once are counted one after the other.
CREATE FUNCTION toolyard_refresh_vehicle_readings(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM vehicles WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE vehicles v SET odometer_km = last.km, odometer_at = last.at, km_per_day = pace.km_per_day
  FROM unnest(ids) AS wanted(id)
  LEFT JOIN LATERAL (
    SELECT l.odometer_reading AS km, l."timestamp" AS at FROM vehicle_logs l
    WHERE l.vehicle_id = wanted.id AND l.odometer_reading IS NOT NULL
    ORDER BY l."timestamp" DESC, l.id DESC LIMIT 1
  ) AS last ON true
  LEFT JOIN LATERAL (
    SELECT CASE
      WHEN max(l."timestamp") - min(l."timestamp") >= interval '1 day'
        AND max(l.odometer_reading) > min(l.odometer_reading)
      THEN (max(l.odometer_reading) - min(l.odometer_reading))::float8
        / (extract(epoch FROM max(l."timestamp") - min(l."timestamp")) / 86400)
      END AS km_per_day
    FROM vehicle_logs l
    WHERE l.vehicle_id = wanted.id AND l.odometer_reading IS NOT NULL
      AND l."timestamp" >= last.at - interval '90 days'
  ) AS pace ON true
  WHERE v.id = wanted.id
    AND (v.odometer_km, v.odometer_at, v.km_per_day) IS DISTINCT FROM (last.km, last.at, pace.km_per_day);
END
$$;--> statement-breakpoint
CREATE FUNCTION toolyard_vehicle_logs_readings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT vehicle_id) INTO ids FROM new_rows WHERE odometer_reading IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT vehicle_id) INTO ids FROM old_rows WHERE odometer_reading IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT vehicle_id) INTO ids FROM (
      SELECT vehicle_id, odometer_reading, "timestamp" FROM old_rows
      UNION ALL SELECT vehicle_id, odometer_reading, "timestamp" FROM new_rows
    ) AS changed WHERE odometer_reading IS NOT NULL;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM toolyard_refresh_vehicle_readings(ids);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER vehicle_logs_readings_insert AFTER INSERT ON vehicle_logs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toolyard_vehicle_logs_readings();--> statement-breakpoint
CREATE TRIGGER vehicle_logs_readings_delete AFTER DELETE ON vehicle_logs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toolyard_vehicle_logs_readings();--> statement-breakpoint
CREATE TRIGGER vehicle_logs_readings_update AFTER UPDATE ON vehicle_logs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION toolyard_vehicle_logs_readings();--> statement-breakpoint
-- A new time zone moves the day of every last reading, and so the forecasts: only vehicles with a
-- service by kilometres and a pace have one.
CREATE FUNCTION toolyard_organization_zone_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE vehicles SET km_per_day = km_per_day
  WHERE organization_id = NEW.id AND next_service_km IS NOT NULL AND km_per_day IS NOT NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER organizations_zone_moved AFTER UPDATE OF time_zone ON organizations FOR EACH ROW
  WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION toolyard_organization_zone_moved();--> statement-breakpoint
-- What is there already: every logged vehicle's readings, then every vehicle's days.
SELECT toolyard_refresh_vehicle_readings(array_agg(DISTINCT vehicle_id))
FROM vehicle_logs WHERE odometer_reading IS NOT NULL;--> statement-breakpoint
UPDATE vehicles SET km_per_day = km_per_day;--> statement-breakpoint
-- The kept counts by due day (decision 0072): a tool under its next maintenance day, a vehicle
-- under its due day, or under "due:!" when its kilometres are used up (overdue whatever the day).
-- Keys compare bytewise: "due:!" sorts before every day, so "overdue" is one range of the index.
CREATE OR REPLACE FUNCTION toolyard_count_keys_tools(t tools) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY[
    '', 's:' || t.status,
    'b:' || t.branch_id, 'b:' || t.branch_id || '|s:' || t.status,
    'site:' || t.site_id, 'site:' || t.site_id || '|s:' || t.status,
    'unit:' || t.storage_unit_id, 'unit:' || t.storage_unit_id || '|s:' || t.status,
    'user:' || t.assigned_user_id, 'user:' || t.assigned_user_id || '|s:' || t.status,
    'due:' || to_char(t.next_maintenance_date, 'YYYY-MM-DD')
  ], NULL)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION toolyard_count_keys_vehicles(v vehicles) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY[
    '', 's:' || v.status,
    'b:' || v.branch_id, 'b:' || v.branch_id || '|s:' || v.status,
    'park:' || v.parking_location_id, 'park:' || v.parking_location_id || '|s:' || v.status,
    'user:' || v.assigned_user_id, 'user:' || v.assigned_user_id || '|s:' || v.status,
    CASE WHEN v.service_km_left <= 0 THEN 'due:!' ELSE 'due:' || to_char(v.due_day, 'YYYY-MM-DD') END
  ], NULL)
$$;--> statement-breakpoint
DROP TRIGGER tools_counted_update ON tools;--> statement-breakpoint
CREATE TRIGGER tools_counted_update AFTER UPDATE ON tools FOR EACH ROW
  WHEN ((OLD.organization_id, OLD.status, OLD.branch_id, OLD.site_id, OLD.storage_unit_id, OLD.assigned_user_id, OLD.next_maintenance_date)
    IS DISTINCT FROM (NEW.organization_id, NEW.status, NEW.branch_id, NEW.site_id, NEW.storage_unit_id, NEW.assigned_user_id, NEW.next_maintenance_date))
  EXECUTE FUNCTION toolyard_count_tools_change();--> statement-breakpoint
DROP TRIGGER vehicles_counted_update ON vehicles;--> statement-breakpoint
CREATE TRIGGER vehicles_counted_update AFTER UPDATE ON vehicles FOR EACH ROW
  WHEN ((OLD.organization_id, OLD.status, OLD.branch_id, OLD.parking_location_id, OLD.assigned_user_id, OLD.due_day, OLD.service_km_left <= 0)
    IS DISTINCT FROM (NEW.organization_id, NEW.status, NEW.branch_id, NEW.parking_location_id, NEW.assigned_user_id, NEW.due_day, NEW.service_km_left <= 0))
  EXECUTE FUNCTION toolyard_count_vehicles_change();--> statement-breakpoint
-- The new keys of what is there already, counted under the triggers' lock as 0026 did.
INSERT INTO row_counts (organization_id, subject, key, delta, compacted)
SELECT t.organization_id, 'tools', k.key, count(*), true
FROM tools AS t, unnest(toolyard_count_keys_tools(t)) AS k(key)
WHERE t.organization_id IS NOT NULL AND k.key LIKE 'due:%'
GROUP BY t.organization_id, k.key;--> statement-breakpoint
INSERT INTO row_counts (organization_id, subject, key, delta, compacted)
SELECT v.organization_id, 'vehicles', k.key, count(*), true
FROM vehicles AS v, unnest(toolyard_count_keys_vehicles(v)) AS k(key)
WHERE v.organization_id IS NOT NULL AND k.key LIKE 'due:%'
GROUP BY v.organization_id, k.key;--> statement-breakpoint
-- The widget's most urgent items, a few index entries each (modules/dashboard/kept-due.ts).
CREATE INDEX "tools_organization_maintenance_idx" ON "tools" ("organization_id", "next_maintenance_date", "id") WHERE "next_maintenance_date" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "vehicles_organization_due_day_idx" ON "vehicles" ("organization_id", "due_day", "id") WHERE "due_day" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "vehicles_organization_km_overdue_idx" ON "vehicles" ("organization_id", "service_day", "id") WHERE "service_km_left" <= 0;--> statement-breakpoint
-- The vehicles due soon by kilometres alone are counted and ranked from this index alone.
CREATE INDEX "vehicles_organization_km_left_idx" ON "vehicles" ("organization_id", "service_km_left") INCLUDE ("due_day", "service_day", "id") WHERE "service_km_left" > 0;--> statement-breakpoint
ANALYZE vehicles, tools, row_counts;
