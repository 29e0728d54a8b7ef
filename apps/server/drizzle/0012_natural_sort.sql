-- Names and codes sort naturally ("Drill 2" before "Drill 10"), case- and
-- accent-aware, on PostgreSQL 15 and 18 alike (ICU is built into both). The columns take the
-- collation themselves, so every ORDER BY, row comparison (keyset cursors) and index on them
-- uses it without a COLLATE anywhere in the queries. Deterministic (the default): equality,
-- unique keys and LIKE are unchanged. A column's type cannot change under a trigger that names
-- it, so the search triggers (0003) are dropped and recreated exactly as they were.
CREATE COLLATION IF NOT EXISTS "natural" (provider = icu, locale = 'und-u-kn-true');--> statement-breakpoint
DROP TRIGGER branches_renamed ON branches;--> statement-breakpoint
DROP TRIGGER branches_search_text ON branches;--> statement-breakpoint
DROP TRIGGER sites_renamed ON sites;--> statement-breakpoint
DROP TRIGGER sites_search_text ON sites;--> statement-breakpoint
DROP TRIGGER storage_units_search_text ON storage_units;--> statement-breakpoint
DROP TRIGGER parking_locations_search_text ON parking_locations;--> statement-breakpoint
DROP TRIGGER tools_search_text ON tools;--> statement-breakpoint
DROP TRIGGER vehicles_search_text ON vehicles;--> statement-breakpoint
DROP TRIGGER users_renamed ON users;--> statement-breakpoint
DROP TRIGGER users_search_text ON users;--> statement-breakpoint
DROP TRIGGER reports_search_text ON reports;--> statement-breakpoint
ALTER TABLE branches ALTER COLUMN name TYPE varchar(255) COLLATE "natural";--> statement-breakpoint
ALTER TABLE sites ALTER COLUMN name TYPE varchar(255) COLLATE "natural";--> statement-breakpoint
ALTER TABLE storage_units ALTER COLUMN name TYPE varchar(255) COLLATE "natural";--> statement-breakpoint
ALTER TABLE parking_locations ALTER COLUMN name TYPE varchar(255) COLLATE "natural";--> statement-breakpoint
ALTER TABLE tools ALTER COLUMN name TYPE varchar(255) COLLATE "natural", ALTER COLUMN serial_number TYPE varchar(255) COLLATE "natural";--> statement-breakpoint
ALTER TABLE vehicles ALTER COLUMN make TYPE varchar(100) COLLATE "natural", ALTER COLUMN model TYPE varchar(100) COLLATE "natural", ALTER COLUMN license_plate TYPE varchar(50) COLLATE "natural", ALTER COLUMN vin_number TYPE varchar(50) COLLATE "natural", ALTER COLUMN name TYPE varchar(255) COLLATE "natural";--> statement-breakpoint
ALTER TABLE users ALTER COLUMN first_name TYPE varchar(100) COLLATE "natural", ALTER COLUMN last_name TYPE varchar(100) COLLATE "natural";--> statement-breakpoint
ALTER TABLE reports ALTER COLUMN title TYPE varchar(255) COLLATE "natural";--> statement-breakpoint
CREATE TRIGGER branches_renamed AFTER UPDATE OF name ON branches FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION toolyard_refresh_dependent_search_text();--> statement-breakpoint
CREATE TRIGGER branches_search_text BEFORE INSERT OR UPDATE OF name, address, organization_id ON branches FOR EACH ROW EXECUTE FUNCTION toolyard_set_search_text();--> statement-breakpoint
CREATE TRIGGER sites_renamed AFTER UPDATE OF name ON sites FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION toolyard_refresh_dependent_search_text();--> statement-breakpoint
CREATE TRIGGER sites_search_text BEFORE INSERT OR UPDATE OF name, address, contact_name, branch_id ON sites FOR EACH ROW EXECUTE FUNCTION toolyard_set_search_text();--> statement-breakpoint
CREATE TRIGGER storage_units_search_text BEFORE INSERT OR UPDATE OF name, location, description, branch_id ON storage_units FOR EACH ROW EXECUTE FUNCTION toolyard_set_search_text();--> statement-breakpoint
CREATE TRIGGER parking_locations_search_text BEFORE INSERT OR UPDATE OF name, branch_id ON parking_locations FOR EACH ROW EXECUTE FUNCTION toolyard_set_search_text();--> statement-breakpoint
CREATE TRIGGER tools_search_text BEFORE INSERT OR UPDATE OF name, description, serial_number, branch_id, site_id ON tools FOR EACH ROW EXECUTE FUNCTION toolyard_set_search_text();--> statement-breakpoint
CREATE TRIGGER vehicles_search_text BEFORE INSERT OR UPDATE OF make, model, license_plate, vin_number, branch_id ON vehicles FOR EACH ROW EXECUTE FUNCTION toolyard_set_search_text();--> statement-breakpoint
CREATE TRIGGER users_renamed AFTER UPDATE OF first_name, last_name ON users FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name) EXECUTE FUNCTION toolyard_refresh_dependent_search_text();--> statement-breakpoint
CREATE TRIGGER users_search_text BEFORE INSERT OR UPDATE OF first_name, last_name, username, email ON users FOR EACH ROW EXECUTE FUNCTION toolyard_set_search_text();--> statement-breakpoint
CREATE TRIGGER reports_search_text BEFORE INSERT OR UPDATE OF title, content, user_id, site_id ON reports FOR EACH ROW EXECUTE FUNCTION toolyard_set_search_text();
