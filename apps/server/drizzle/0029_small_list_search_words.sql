-- Search postings for the smaller lists too (decision 0071): sites and storage units by name,
-- users by last and first name — a rare word's page at ten times the sites costs what it costs
-- now. The triggers that keep the postings are made by one procedure, for these subjects and,
-- again, for the tools, vehicles and reports of migration 0027 (same triggers, now also skipping
-- rows without an organization: a superadmin is nobody's worker). Each subject's postings are
-- kept in the same transaction as the change; see migration 0027 for how.
CREATE PROCEDURE toolyard_keep_search_words(subject text, sort_key text, sort_key2 text, sort_columns text, fill boolean)
LANGUAGE plpgsql AS $proc$
DECLARE
  words_of text;
  add text;
  old_key text;
  new_key text;
BEGIN
  words_of := format(
    'SELECT r.organization_id, w.word, %s::text, %s::text, r.id FROM %%s AS r, unnest(toolyard_search_words(r.search_text)) AS w(word) WHERE r.organization_id IS NOT NULL',
    format(sort_key, 'r'), format(sort_key2, 'r'));
  add := format($add$
    WITH added(organization_id, word, sort_key, sort_key2, id) AS (%%s),
    vocabulary AS (
      INSERT INTO search_vocabulary (subject, organization_id, word)
      SELECT DISTINCT %1$L, organization_id, word FROM added ORDER BY 2, 3
      ON CONFLICT DO NOTHING
    )
    INSERT INTO search_words (subject, organization_id, word, sort_key, sort_key2, row_id)
    SELECT %1$L, organization_id, word, sort_key, sort_key2, id FROM added;$add$, subject);
  old_key := format('(%s)::text, (%s)::text', format(sort_key, 'OLD'), format(sort_key2, 'OLD'));
  new_key := format('(%s)::text, (%s)::text', format(sort_key, 'NEW'), format(sort_key2, 'NEW'));
  EXECUTE format($fn$
    CREATE OR REPLACE FUNCTION toolyard_%1$s_words() RETURNS trigger LANGUAGE plpgsql AS $body$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        %2$s
      ELSE
        DELETE FROM search_words s USING (%3$s) AS gone(organization_id, word, sort_key, sort_key2, id)
        WHERE s.subject = %1$L AND s.organization_id = gone.organization_id AND s.word = gone.word
          AND s.sort_key = gone.sort_key AND s.sort_key2 = gone.sort_key2 AND s.row_id = gone.id;
      END IF;
      RETURN NULL;
    END
    $body$
  $fn$, subject, format(add, format(words_of, 'new_rows')), format(words_of, 'old_rows'));
  EXECUTE format($fn$
    CREATE OR REPLACE FUNCTION toolyard_%1$s_words_change() RETURNS trigger LANGUAGE plpgsql AS $body$
    DECLARE
      old_words text[] := toolyard_search_words(OLD.search_text);
      new_words text[] := toolyard_search_words(NEW.search_text);
      gone text[] := old_words;
      came text[] := new_words;
    BEGIN
      -- Same organization and sort key: only the words that differ; otherwise all of both.
      IF OLD.organization_id = NEW.organization_id AND ROW(%2$s) = ROW(%3$s) THEN
        SELECT ARRAY(SELECT unnest(old_words) EXCEPT SELECT unnest(new_words)),
               ARRAY(SELECT unnest(new_words) EXCEPT SELECT unnest(old_words))
        INTO gone, came;
      END IF;
      -- A row without an organization has no postings, and gets none.
      IF OLD.organization_id IS NULL THEN gone := '{}'; END IF;
      IF NEW.organization_id IS NULL THEN came := '{}'; END IF;
      IF cardinality(gone) > 0 THEN
        DELETE FROM search_words
        WHERE subject = %1$L AND organization_id = OLD.organization_id AND word = ANY (gone)
          AND (sort_key, sort_key2) = (%2$s) AND row_id = OLD.id;
      END IF;
      IF cardinality(came) > 0 THEN
        WITH vocabulary AS (
          INSERT INTO search_vocabulary (subject, organization_id, word)
          SELECT %1$L, NEW.organization_id, w FROM unnest(came) AS w ORDER BY w
          ON CONFLICT DO NOTHING
        )
        INSERT INTO search_words (subject, organization_id, word, sort_key, sort_key2, row_id)
        SELECT %1$L, NEW.organization_id, w, %3$s, NEW.id FROM unnest(came) AS w;
      END IF;
      RETURN NULL;
    END
    $body$
  $fn$, subject, old_key, new_key);
  EXECUTE format('DROP TRIGGER IF EXISTS %1$s_words_insert ON %1$I', subject);
  EXECUTE format('DROP TRIGGER IF EXISTS %1$s_words_delete ON %1$I', subject);
  EXECUTE format('DROP TRIGGER IF EXISTS %1$s_words_update ON %1$I', subject);
  EXECUTE format('CREATE TRIGGER %1$s_words_insert AFTER INSERT ON %1$I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION toolyard_%1$s_words()', subject);
  EXECUTE format('CREATE TRIGGER %1$s_words_delete AFTER DELETE ON %1$I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION toolyard_%1$s_words()', subject);
  EXECUTE format('CREATE TRIGGER %1$s_words_update AFTER UPDATE ON %1$I FOR EACH ROW WHEN ((OLD.organization_id, OLD.search_text, %2$s) IS DISTINCT FROM (NEW.organization_id, NEW.search_text, %3$s)) EXECUTE FUNCTION toolyard_%1$s_words_change()',
    subject,
    (SELECT string_agg('OLD.' || trim(c), ', ') FROM unnest(string_to_array(sort_columns, ',')) AS c),
    (SELECT string_agg('NEW.' || trim(c), ', ') FROM unnest(string_to_array(sort_columns, ',')) AS c));
  -- The rows there already, under the triggers' lock (no change is missed or posted twice).
  IF fill THEN
    EXECUTE format(add, format(words_of, subject));
  END IF;
END
$proc$;--> statement-breakpoint
CALL toolyard_keep_search_words('tools', '%1$s.name', $s$''$s$, 'name', false);--> statement-breakpoint
CALL toolyard_keep_search_words('vehicles', '%1$s.make', '%1$s.model', 'make, model', false);--> statement-breakpoint
CALL toolyard_keep_search_words('reports', $s$to_char(%1$s.report_date, 'YYYY-MM-DD')$s$, $s$''$s$, 'report_date', false);--> statement-breakpoint
CALL toolyard_keep_search_words('sites', '%1$s.name', $s$''$s$, 'name', true);--> statement-breakpoint
CALL toolyard_keep_search_words('storage_units', '%1$s.name', $s$''$s$, 'name', true);--> statement-breakpoint
CALL toolyard_keep_search_words('users', '%1$s.last_name', '%1$s.first_name', 'last_name, first_name', true);--> statement-breakpoint
ANALYZE "search_words";--> statement-breakpoint
ANALYZE "search_vocabulary";
