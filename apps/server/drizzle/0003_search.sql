-- Server-side search (issue 8): trigram indexes over exactly the spec's search fields.
-- pg_trgm and unaccent are "trusted" extensions: a database owner may create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- The searchable text of a record: its fields joined by a unit separator (which no query contains,
-- so a match never spans two fields), without accents, lower case. IMMUTABLE so it can be indexed:
-- true for text arguments and the fixed unaccent dictionary named here.
CREATE OR REPLACE FUNCTION toolyard_search_text(VARIADIC parts text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, array_to_string(parts, E'\x1f', ''))) $$;--> statement-breakpoint
CREATE INDEX tools_search_idx ON tools USING gin (toolyard_search_text(name, description, serial_number) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX vehicles_search_idx ON vehicles USING gin (toolyard_search_text(make, model, license_plate, vin_number) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX reports_search_idx ON reports USING gin (toolyard_search_text(title, content) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX sites_search_idx ON sites USING gin (toolyard_search_text(name, address, contact_name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX branches_search_idx ON branches USING gin (toolyard_search_text(name, address) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX storage_units_search_idx ON storage_units USING gin (toolyard_search_text(name, location, description) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX parking_locations_search_idx ON parking_locations USING gin (toolyard_search_text(name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX users_search_idx ON users USING gin (toolyard_search_text(first_name || ' ' || last_name, username, email) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX organizations_search_idx ON organizations USING gin (toolyard_search_text(name) gin_trgm_ops);--> statement-breakpoint
-- A tool's, vehicle's, unit's or report's search also looks at its branch's, site's or author's name.
CREATE INDEX branches_name_search_idx ON branches USING gin (toolyard_search_text(name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX sites_name_search_idx ON sites USING gin (toolyard_search_text(name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX users_name_search_idx ON users USING gin (toolyard_search_text(first_name || ' ' || last_name) gin_trgm_ops);
