-- Label codes (decision 0036): every tool, vehicle, storage unit, parking place and
-- site gets a short random code for its printed QR label (`/l/{code}`). One code space: the
-- `label_codes` table holds every code with its kind, item and organization, so a code alone says
-- what it is and its primary key keeps codes unique across all five kinds.
--
-- A code is 8 characters of an alphabet without 0/O/1/I/L (31 characters, about 8.5·10^11
-- codes), grouped `K7QF-3M9X`, drawn from gen_random_uuid() (the server's strong random source),
-- never from the id. A collision is rare but possible at this size, so registering a code retries
-- with a new one until the code is free.
CREATE TYPE "public"."label_kind" AS ENUM('tool', 'vehicle', 'storage_unit', 'parking_location', 'site');--> statement-breakpoint
CREATE TABLE "label_codes" (
	"code" varchar(9) PRIMARY KEY NOT NULL,
	"kind" "label_kind" NOT NULL,
	"item_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	CONSTRAINT "label_codes_kind_item_key" UNIQUE("kind","item_id")
);--> statement-breakpoint
ALTER TABLE "label_codes" ADD CONSTRAINT "label_codes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Bytes 9..15 of a version-4 UUID are all random: 56 bits, read as 8 base-31 digits (the
-- remainder's bias is below 1 in 80,000).
CREATE FUNCTION toolyard_new_label_code() RETURNS varchar LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
	bytes bytea := uuid_send(gen_random_uuid());
	n bigint := 0;
	code text := '';
BEGIN
	FOR i IN 9..15 LOOP
		n := n * 256 + get_byte(bytes, i);
	END LOOP;
	FOR i IN 1..8 LOOP
		code := code || substr(alphabet, (n % 31)::int + 1, 1);
		n := n / 31;
	END LOOP;
	RETURN substr(code, 1, 4) || '-' || substr(code, 5, 4);
END $$;--> statement-breakpoint
-- Every insert, whichever path makes it (use-cases, importers, seeds), registers the row's code;
-- a code that is taken is replaced by a new one. NEW.id is already drawn in a BEFORE trigger.
CREATE FUNCTION toolyard_register_label_code() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.label_code IS NULL THEN
		NEW.label_code := toolyard_new_label_code();
	END IF;
	LOOP
		INSERT INTO label_codes (code, kind, item_id, organization_id)
			VALUES (NEW.label_code, TG_ARGV[0]::label_kind, NEW.id, NEW.organization_id)
			ON CONFLICT (code) DO NOTHING;
		EXIT WHEN FOUND;
		NEW.label_code := toolyard_new_label_code();
	END LOOP;
	RETURN NEW;
END $$;--> statement-breakpoint
-- A printed label stays valid: no update changes the code; an item that moves to another
-- organization (a superadmin's edit) takes its code along.
CREATE FUNCTION toolyard_keep_label_code() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.label_code := OLD.label_code;
	IF NEW.organization_id IS DISTINCT FROM OLD.organization_id THEN
		UPDATE label_codes SET organization_id = NEW.organization_id WHERE code = OLD.label_code;
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE FUNCTION toolyard_drop_label_code() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM label_codes WHERE code = OLD.label_code;
	RETURN OLD;
END $$;--> statement-breakpoint
-- Existing rows: a volatile default fills every row with its own code while the table is
-- rewritten once (set-based, no triggers fire); 50,000 tools take well under a second.
ALTER TABLE "tools" ADD COLUMN "label_code" varchar(9) DEFAULT toolyard_new_label_code() NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "label_code" varchar(9) DEFAULT toolyard_new_label_code() NOT NULL;--> statement-breakpoint
ALTER TABLE "storage_units" ADD COLUMN "label_code" varchar(9) DEFAULT toolyard_new_label_code() NOT NULL;--> statement-breakpoint
ALTER TABLE "parking_locations" ADD COLUMN "label_code" varchar(9) DEFAULT toolyard_new_label_code() NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "label_code" varchar(9) DEFAULT toolyard_new_label_code() NOT NULL;--> statement-breakpoint
-- Register them, one statement per kind; the few that drew a code already taken (expected: none)
-- draw again until every row is registered.
DO $$
DECLARE
	redrawn integer;
	changed integer;
	kinds constant text[][] := ARRAY[
		['tools', 'tool'], ['vehicles', 'vehicle'], ['storage_units', 'storage_unit'],
		['parking_locations', 'parking_location'], ['sites', 'site']];
BEGIN
	LOOP
		redrawn := 0;
		FOR k IN 1..array_length(kinds, 1) LOOP
			EXECUTE format(
				'INSERT INTO label_codes (code, kind, item_id, organization_id)
				 SELECT t.label_code, %L, t.id, t.organization_id FROM %I t
				 WHERE NOT EXISTS (SELECT 1 FROM label_codes c WHERE c.kind = %L AND c.item_id = t.id)
				 ON CONFLICT (code) DO NOTHING',
				kinds[k][2], kinds[k][1], kinds[k][2]);
			EXECUTE format(
				'UPDATE %I t SET label_code = toolyard_new_label_code()
				 WHERE NOT EXISTS (SELECT 1 FROM label_codes c WHERE c.kind = %L AND c.item_id = t.id)',
				kinds[k][1], kinds[k][2]);
			GET DIAGNOSTICS changed = ROW_COUNT;
			redrawn := redrawn + changed;
		END LOOP;
		EXIT WHEN redrawn = 0;
	END LOOP;
END $$;--> statement-breakpoint
CREATE TRIGGER tools_label_code BEFORE INSERT ON tools FOR EACH ROW EXECUTE FUNCTION toolyard_register_label_code('tool');--> statement-breakpoint
CREATE TRIGGER vehicles_label_code BEFORE INSERT ON vehicles FOR EACH ROW EXECUTE FUNCTION toolyard_register_label_code('vehicle');--> statement-breakpoint
CREATE TRIGGER storage_units_label_code BEFORE INSERT ON storage_units FOR EACH ROW EXECUTE FUNCTION toolyard_register_label_code('storage_unit');--> statement-breakpoint
CREATE TRIGGER parking_locations_label_code BEFORE INSERT ON parking_locations FOR EACH ROW EXECUTE FUNCTION toolyard_register_label_code('parking_location');--> statement-breakpoint
CREATE TRIGGER sites_label_code BEFORE INSERT ON sites FOR EACH ROW EXECUTE FUNCTION toolyard_register_label_code('site');--> statement-breakpoint
CREATE TRIGGER tools_label_code_kept BEFORE UPDATE OF label_code, organization_id ON tools FOR EACH ROW EXECUTE FUNCTION toolyard_keep_label_code();--> statement-breakpoint
CREATE TRIGGER vehicles_label_code_kept BEFORE UPDATE OF label_code, organization_id ON vehicles FOR EACH ROW EXECUTE FUNCTION toolyard_keep_label_code();--> statement-breakpoint
CREATE TRIGGER storage_units_label_code_kept BEFORE UPDATE OF label_code, organization_id ON storage_units FOR EACH ROW EXECUTE FUNCTION toolyard_keep_label_code();--> statement-breakpoint
CREATE TRIGGER parking_locations_label_code_kept BEFORE UPDATE OF label_code, organization_id ON parking_locations FOR EACH ROW EXECUTE FUNCTION toolyard_keep_label_code();--> statement-breakpoint
CREATE TRIGGER sites_label_code_kept BEFORE UPDATE OF label_code, organization_id ON sites FOR EACH ROW EXECUTE FUNCTION toolyard_keep_label_code();--> statement-breakpoint
CREATE TRIGGER tools_label_code_dropped AFTER DELETE ON tools FOR EACH ROW EXECUTE FUNCTION toolyard_drop_label_code();--> statement-breakpoint
CREATE TRIGGER vehicles_label_code_dropped AFTER DELETE ON vehicles FOR EACH ROW EXECUTE FUNCTION toolyard_drop_label_code();--> statement-breakpoint
CREATE TRIGGER storage_units_label_code_dropped AFTER DELETE ON storage_units FOR EACH ROW EXECUTE FUNCTION toolyard_drop_label_code();--> statement-breakpoint
CREATE TRIGGER parking_locations_label_code_dropped AFTER DELETE ON parking_locations FOR EACH ROW EXECUTE FUNCTION toolyard_drop_label_code();--> statement-breakpoint
CREATE TRIGGER sites_label_code_dropped AFTER DELETE ON sites FOR EACH ROW EXECUTE FUNCTION toolyard_drop_label_code();
