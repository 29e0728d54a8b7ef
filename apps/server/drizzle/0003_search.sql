-- Server-side search: every searchable table keeps `search_text`, the spec's search
-- fields of the row — its own and the names it shows from other tables (a tool's branch and site,
-- a report's author) — folded for matching, with a trigram index on it. One column per table
-- means one index condition per search: PostgreSQL estimates it from the column's statistics and
-- picks the trigram index for rare words and the list order's index for common ones.
-- pg_trgm and unaccent are "trusted" extensions: a database owner may create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- btree_gin: the organization goes into the same GIN index, so a search never rechecks another
-- organization's rows.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
-- The fields joined by a unit separator (which no query contains, so a match never spans two
-- fields), without accents, lower case. IMMUTABLE: true for text and the fixed dictionary named.
CREATE OR REPLACE FUNCTION toolyard_search_text(VARIADIC parts text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, array_to_string(parts, E'\x1f', ''))) $$;--> statement-breakpoint

ALTER TABLE organizations ADD COLUMN search_text text;--> statement-breakpoint
ALTER TABLE users ADD COLUMN search_text text;--> statement-breakpoint
ALTER TABLE branches ADD COLUMN search_text text;--> statement-breakpoint
ALTER TABLE sites ADD COLUMN search_text text;--> statement-breakpoint
ALTER TABLE tools ADD COLUMN search_text text;--> statement-breakpoint
ALTER TABLE vehicles ADD COLUMN search_text text;--> statement-breakpoint
ALTER TABLE storage_units ADD COLUMN search_text text;--> statement-breakpoint
ALTER TABLE parking_locations ADD COLUMN search_text text;--> statement-breakpoint
ALTER TABLE reports ADD COLUMN search_text text;--> statement-breakpoint

-- Each row's own search text, computed before it is written (the fields each screen searches, decision 0008).
CREATE OR REPLACE FUNCTION toolyard_set_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  CASE TG_TABLE_NAME
    WHEN 'organizations' THEN
      NEW.search_text := toolyard_search_text(NEW.name);
    WHEN 'users' THEN
      NEW.search_text := toolyard_search_text(NEW.first_name || ' ' || NEW.last_name, NEW.username, NEW.email);
    WHEN 'branches' THEN
      NEW.search_text := toolyard_search_text(NEW.name, NEW.address,
        (SELECT name FROM organizations WHERE id = NEW.organization_id));
    WHEN 'sites' THEN
      NEW.search_text := toolyard_search_text(NEW.name, NEW.address,
        (SELECT name FROM branches WHERE id = NEW.branch_id), NEW.contact_name);
    WHEN 'tools' THEN
      NEW.search_text := toolyard_search_text(NEW.name, NEW.description, NEW.serial_number,
        (SELECT name FROM branches WHERE id = NEW.branch_id), (SELECT name FROM sites WHERE id = NEW.site_id));
    WHEN 'vehicles' THEN
      NEW.search_text := toolyard_search_text(NEW.make, NEW.model, NEW.license_plate, NEW.vin_number,
        (SELECT name FROM branches WHERE id = NEW.branch_id));
    WHEN 'storage_units' THEN
      NEW.search_text := toolyard_search_text(NEW.name, NEW.location, NEW.description,
        (SELECT name FROM branches WHERE id = NEW.branch_id));
    WHEN 'parking_locations' THEN
      NEW.search_text := toolyard_search_text(NEW.name, (SELECT name FROM branches WHERE id = NEW.branch_id));
    WHEN 'reports' THEN
      NEW.search_text := toolyard_search_text(NEW.title, NEW.content,
        (SELECT first_name || ' ' || last_name FROM users WHERE id = NEW.user_id),
        (SELECT name FROM sites WHERE id = NEW.site_id));
  END CASE;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER organizations_search_text BEFORE INSERT OR UPDATE OF name ON organizations FOR EACH ROW EXECUTE FUNCTION toolyard_set_search_text();--> statement-breakpoint
CREATE TRIGGER users_search_text BEFORE INSERT OR UPDATE OF first_name, last_name, username, email ON users FOR EACH ROW EXECUTE FUNCTION toolyard_set_search_text();--> statement-breakpoint
CREATE TRIGGER branches_search_text BEFORE INSERT OR UPDATE OF name, address, organization_id ON branches FOR EACH ROW EXECUTE FUNCTION toolyard_set_search_text();--> statement-breakpoint
CREATE TRIGGER sites_search_text BEFORE INSERT OR UPDATE OF name, address, contact_name, branch_id ON sites FOR EACH ROW EXECUTE FUNCTION toolyard_set_search_text();--> statement-breakpoint
CREATE TRIGGER tools_search_text BEFORE INSERT OR UPDATE OF name, description, serial_number, branch_id, site_id ON tools FOR EACH ROW EXECUTE FUNCTION toolyard_set_search_text();--> statement-breakpoint
CREATE TRIGGER vehicles_search_text BEFORE INSERT OR UPDATE OF make, model, license_plate, vin_number, branch_id ON vehicles FOR EACH ROW EXECUTE FUNCTION toolyard_set_search_text();--> statement-breakpoint
CREATE TRIGGER storage_units_search_text BEFORE INSERT OR UPDATE OF name, location, description, branch_id ON storage_units FOR EACH ROW EXECUTE FUNCTION toolyard_set_search_text();--> statement-breakpoint
CREATE TRIGGER parking_locations_search_text BEFORE INSERT OR UPDATE OF name, branch_id ON parking_locations FOR EACH ROW EXECUTE FUNCTION toolyard_set_search_text();--> statement-breakpoint
CREATE TRIGGER reports_search_text BEFORE INSERT OR UPDATE OF title, content, user_id, site_id ON reports FOR EACH ROW EXECUTE FUNCTION toolyard_set_search_text();--> statement-breakpoint

-- A renamed organization, branch, site or person changes the search text of the rows that show
-- the name: touching their reference column re-runs their trigger above ("UPDATE OF" fires for
-- a listed column whatever its value).
CREATE OR REPLACE FUNCTION toolyard_refresh_dependent_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  CASE TG_TABLE_NAME
    WHEN 'organizations' THEN
      UPDATE branches SET organization_id = organization_id WHERE organization_id = NEW.id;
    WHEN 'branches' THEN
      UPDATE sites SET branch_id = branch_id WHERE branch_id = NEW.id;
      UPDATE tools SET branch_id = branch_id WHERE branch_id = NEW.id;
      UPDATE vehicles SET branch_id = branch_id WHERE branch_id = NEW.id;
      UPDATE storage_units SET branch_id = branch_id WHERE branch_id = NEW.id;
      UPDATE parking_locations SET branch_id = branch_id WHERE branch_id = NEW.id;
    WHEN 'sites' THEN
      UPDATE tools SET site_id = site_id WHERE site_id = NEW.id;
      UPDATE reports SET site_id = site_id WHERE site_id = NEW.id;
    WHEN 'users' THEN
      UPDATE reports SET user_id = user_id WHERE user_id = NEW.id;
  END CASE;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER organizations_renamed AFTER UPDATE OF name ON organizations FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION toolyard_refresh_dependent_search_text();--> statement-breakpoint
CREATE TRIGGER branches_renamed AFTER UPDATE OF name ON branches FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION toolyard_refresh_dependent_search_text();--> statement-breakpoint
CREATE TRIGGER sites_renamed AFTER UPDATE OF name ON sites FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION toolyard_refresh_dependent_search_text();--> statement-breakpoint
CREATE TRIGGER users_renamed AFTER UPDATE OF first_name, last_name ON users FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name) EXECUTE FUNCTION toolyard_refresh_dependent_search_text();--> statement-breakpoint

-- Rows written before this migration.
UPDATE organizations SET name = name;--> statement-breakpoint
UPDATE users SET first_name = first_name;--> statement-breakpoint
UPDATE branches SET name = name;--> statement-breakpoint
UPDATE sites SET name = name;--> statement-breakpoint
UPDATE tools SET name = name;--> statement-breakpoint
UPDATE vehicles SET make = make;--> statement-breakpoint
UPDATE storage_units SET name = name;--> statement-breakpoint
UPDATE parking_locations SET name = name;--> statement-breakpoint
UPDATE reports SET title = title;--> statement-breakpoint

CREATE INDEX organizations_search_idx ON organizations USING gin (search_text gin_trgm_ops);--> statement-breakpoint
CREATE INDEX users_search_idx ON users USING gin (organization_id, search_text gin_trgm_ops);--> statement-breakpoint
CREATE INDEX branches_search_idx ON branches USING gin (organization_id, search_text gin_trgm_ops);--> statement-breakpoint
CREATE INDEX sites_search_idx ON sites USING gin (organization_id, search_text gin_trgm_ops);--> statement-breakpoint
CREATE INDEX tools_search_idx ON tools USING gin (organization_id, search_text gin_trgm_ops);--> statement-breakpoint
CREATE INDEX vehicles_search_idx ON vehicles USING gin (organization_id, search_text gin_trgm_ops);--> statement-breakpoint
CREATE INDEX storage_units_search_idx ON storage_units USING gin (organization_id, search_text gin_trgm_ops);--> statement-breakpoint
CREATE INDEX parking_locations_search_idx ON parking_locations USING gin (organization_id, search_text gin_trgm_ops);--> statement-breakpoint
CREATE INDEX reports_search_idx ON reports USING gin (organization_id, search_text gin_trgm_ops);
