-- The superadmin's organizations list sorts by name like every other list, naturally
-- ("Org 2" before "Org 10"; migration 0012's collation). A column's type cannot change under a
-- trigger that names it, so the search triggers of 0003 are dropped and recreated as they were.
-- The organizations' and notifications' creation times become sort columns (created date; a
-- message's sent time): kept to the millisecond the API answers (db/instant.ts cuts to it), so
-- a keyset cursor made of the answered value compares equal to the row it came from.
CREATE COLLATION IF NOT EXISTS "natural" (provider = icu, locale = 'und-u-kn-true');--> statement-breakpoint
DROP TRIGGER organizations_renamed ON organizations;--> statement-breakpoint
DROP TRIGGER organizations_search_text ON organizations;--> statement-breakpoint
ALTER TABLE organizations ALTER COLUMN name TYPE varchar(100) COLLATE "natural";--> statement-breakpoint
CREATE TRIGGER organizations_renamed AFTER UPDATE OF name ON organizations FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION toolyard_refresh_dependent_search_text();--> statement-breakpoint
CREATE TRIGGER organizations_search_text BEFORE INSERT OR UPDATE OF name ON organizations FOR EACH ROW EXECUTE FUNCTION toolyard_set_search_text();--> statement-breakpoint
ALTER TABLE organizations ALTER COLUMN created_at TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE notifications ALTER COLUMN created_at TYPE timestamp(3) with time zone;
