-- Search postings in list order (decision 0071): for every word of a row's search text, the row's
-- sort key (its list's default order: a tool's name, a vehicle's make and model, a report's date)
-- and id, indexed by (subject, organization, word, sort key, id). A search's page is then a merge
-- of a few index ranges — the first rows of each matching word's postings — checked against the
-- full condition, whatever the organization's size. The words a search may mean come from the
-- organization's vocabulary (trigram-indexed, for a part of a word).
CREATE TABLE "search_words" (
	"subject" text COLLATE "C" NOT NULL,
	"organization_id" integer NOT NULL,
	"word" text COLLATE "C" NOT NULL,
	"sort_key" text COLLATE "natural" NOT NULL,
	"sort_key2" text COLLATE "natural" DEFAULT '' NOT NULL,
	"row_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"subject" text COLLATE "C" NOT NULL,
	"organization_id" integer NOT NULL,
	"word" text COLLATE "C" NOT NULL,
	CONSTRAINT "search_vocabulary_pkey" PRIMARY KEY ("subject", "organization_id", "word")
);
--> statement-breakpoint
-- The trigram index on the word alone: with the subject and organization in it too, every lookup
-- intersected their posting lists — all of a subject's words — and took 10 ms at 500,000 tools.
CREATE INDEX "search_vocabulary_word_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- A search text's words: what lies between characters that are neither letters nor digits.
-- A query's words are split by the same expression (data/word-postings.ts).
CREATE FUNCTION toolyard_search_words(text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT w), '{}') FROM regexp_split_to_table($1, '[^[:alnum:]]+') AS w WHERE w <> ''
$$;--> statement-breakpoint
-- Per subject: inserts and deletes by statement triggers, a whole statement's rows at once (the
-- seed's 500,000 tools are one insert); updates by a row trigger that fires only when the search
-- text, the sort key or the organization changed (its WHEN costs nothing for a status change)
-- and rewrites only the postings that came or went — a move to another site, that site's words;
-- a rename, all of the row's. Then the postings of the rows there already, under the triggers'
-- lock (no change is missed or posted twice). The vocabulary is written in one order by every
-- writer, so two never wait for each other in a circle.
DO $$
DECLARE
  subject record;
  words_of text;
  add text;
  old_key text;
  new_key text;
BEGIN
  FOR subject IN SELECT * FROM (VALUES
    ('tools', '%1$s.name', $s$''$s$, 'name'),
    ('vehicles', '%1$s.make', '%1$s.model', 'make, model'),
    ('reports', $s$to_char(%1$s.report_date, 'YYYY-MM-DD')$s$, $s$''$s$, 'report_date')
  ) AS s(name, sort_key, sort_key2, sort_columns) LOOP
    words_of := format(
      'SELECT r.organization_id, w.word, %s::text, %s::text, r.id FROM %%s AS r, unnest(toolyard_search_words(r.search_text)) AS w(word)',
      format(subject.sort_key, 'r'), format(subject.sort_key2, 'r'));
    add := format($add$
      WITH added(organization_id, word, sort_key, sort_key2, id) AS (%%s),
      vocabulary AS (
        INSERT INTO search_vocabulary (subject, organization_id, word)
        SELECT DISTINCT %1$L, organization_id, word FROM added ORDER BY 2, 3
        ON CONFLICT DO NOTHING
      )
      INSERT INTO search_words (subject, organization_id, word, sort_key, sort_key2, row_id)
      SELECT %1$L, organization_id, word, sort_key, sort_key2, id FROM added;$add$, subject.name);
    old_key := format('(%s)::text, (%s)::text', format(subject.sort_key, 'OLD'), format(subject.sort_key2, 'OLD'));
    new_key := format('(%s)::text, (%s)::text', format(subject.sort_key, 'NEW'), format(subject.sort_key2, 'NEW'));
    EXECUTE format($fn$
      CREATE FUNCTION toolyard_%1$s_words() RETURNS trigger LANGUAGE plpgsql AS $body$
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
    $fn$, subject.name, format(add, format(words_of, 'new_rows')), format(words_of, 'old_rows'));
    EXECUTE format($fn$
      CREATE FUNCTION toolyard_%1$s_words_change() RETURNS trigger LANGUAGE plpgsql AS $body$
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
    $fn$, subject.name, old_key, new_key);
    EXECUTE format('CREATE TRIGGER %1$s_words_insert AFTER INSERT ON %1$I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION toolyard_%1$s_words()', subject.name);
    EXECUTE format('CREATE TRIGGER %1$s_words_delete AFTER DELETE ON %1$I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION toolyard_%1$s_words()', subject.name);
    EXECUTE format('CREATE TRIGGER %1$s_words_update AFTER UPDATE ON %1$I FOR EACH ROW WHEN ((OLD.organization_id, OLD.search_text, %2$s) IS DISTINCT FROM (NEW.organization_id, NEW.search_text, %3$s)) EXECUTE FUNCTION toolyard_%1$s_words_change()',
      subject.name,
      (SELECT string_agg('OLD.' || trim(c), ', ') FROM unnest(string_to_array(subject.sort_columns, ',')) AS c),
      (SELECT string_agg('NEW.' || trim(c), ', ') FROM unnest(string_to_array(subject.sort_columns, ',')) AS c));
    EXECUTE format(add, format(words_of, subject.name));
  END LOOP;
END
$$;--> statement-breakpoint
-- Built after the fill: one sort instead of millions of index insertions.
CREATE INDEX "search_words_idx" ON "search_words" ("subject", "organization_id", "word", "sort_key", "sort_key2", "row_id");--> statement-breakpoint
ANALYZE "search_words";--> statement-breakpoint
ANALYZE "search_vocabulary";
