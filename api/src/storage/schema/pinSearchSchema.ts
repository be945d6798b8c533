// The pins search's full-text index (sql/pinSearchIndex.ts), each database's own: a pin's title,
// description, board name, topic and link domain, accents removed and each word stemmed
// ('Gardening' and 'gardens' are both 'garden'). Triggers keep it in step with every write of a
// pin and every rename of a board or topic; the pins there already are added.

import type { Dialect } from './columnTypes';

// SQLite: an FTS5 table whose rowid is the pin's id, split into words at anything not a letter or
// digit by the porter tokenizer.
const SQLITE: readonly string[] = [
  `CREATE VIRTUAL TABLE pin_search USING fts5(title, description, board, topic, domain, tokenize = 'porter unicode61 remove_diacritics 2')`,
  `CREATE TRIGGER pin_search_insert AFTER INSERT ON pins BEGIN
  INSERT INTO pin_search (rowid, title, description, board, topic, domain) VALUES (new.id, new.title, new.description,
    (SELECT name FROM boards WHERE id = new.board_id), (SELECT name FROM interests WHERE id = new.interest_id), new.domain);
END`,
  `CREATE TRIGGER pin_search_update AFTER UPDATE OF title, description, board_id, interest_id, domain ON pins BEGIN
  DELETE FROM pin_search WHERE rowid = old.id;
  INSERT INTO pin_search (rowid, title, description, board, topic, domain) VALUES (new.id, new.title, new.description,
    (SELECT name FROM boards WHERE id = new.board_id), (SELECT name FROM interests WHERE id = new.interest_id), new.domain);
END`,
  `CREATE TRIGGER pin_search_delete AFTER DELETE ON pins BEGIN
  DELETE FROM pin_search WHERE rowid = old.id;
END`,
  `CREATE TRIGGER pin_search_board_name AFTER UPDATE OF name ON boards BEGIN
  UPDATE pin_search SET board = new.name WHERE rowid IN (SELECT id FROM pins WHERE board_id = new.id);
END`,
  `CREATE TRIGGER pin_search_topic_name AFTER UPDATE OF name ON interests BEGIN
  UPDATE pin_search SET topic = new.name WHERE rowid IN (SELECT id FROM pins WHERE interest_id = new.id);
END`,
  `INSERT INTO pin_search (rowid, title, description, board, topic, domain)
  SELECT p.id, p.title, p.description, b.name, i.name, p.domain FROM pins p
  LEFT JOIN boards b ON b.id = p.board_id LEFT JOIN interests i ON i.id = p.interest_id`,
];

// PostgreSQL: a tsvector per pin under a GIN index, weighted by field (title A, board name B,
// description C, topic and link domain D). Each field is folded as search_fold does, its ASCII and
// common Unicode punctuation made spaces (SQLite's tokenizer splits there too; the parser would
// keep 'bakeandbloom.com' one word), and its words stemmed by English Snowball with no stop words
// (the porter tokenizer drops none).
const POSTGRES: readonly string[] = [
  `CREATE TEXT SEARCH DICTIONARY pin_search_stem (TEMPLATE = snowball, language = english)`,
  `CREATE TEXT SEARCH CONFIGURATION pin_search_words (COPY = english)`,
  `ALTER TEXT SEARCH CONFIGURATION pin_search_words ALTER MAPPING REPLACE english_stem WITH pin_search_stem`,
  `CREATE FUNCTION pin_search_field(value text, weight "char") RETURNS tsvector LANGUAGE sql STABLE PARALLEL SAFE AS $body$
  SELECT setweight(to_tsvector('pin_search_words',
    regexp_replace(search_fold(coalesce(value, '')) COLLATE "C", '[[:punct:]\\u00a1-\\u00bf\\u2010-\\u206f\\u3000-\\u303f]+', ' ', 'g')), weight)
$body$`,
  `CREATE TABLE pin_search (
  pin_id integer PRIMARY KEY,
  document tsvector NOT NULL
)`,
  `CREATE INDEX pin_search_document ON pin_search USING gin (document)`,
  `CREATE FUNCTION pin_search_document(pin pins) RETURNS tsvector LANGUAGE sql STABLE AS $body$
  SELECT pin_search_field(pin.title, 'A') || pin_search_field((SELECT name FROM boards WHERE id = pin.board_id), 'B')
    || pin_search_field(pin.description, 'C') || pin_search_field((SELECT name FROM interests WHERE id = pin.interest_id), 'D')
    || pin_search_field(pin.domain, 'D')
$body$`,
  `CREATE FUNCTION pin_search_keep() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM pin_search WHERE pin_id = OLD.id;
  ELSE
    INSERT INTO pin_search (pin_id, document) VALUES (NEW.id, pin_search_document(NEW))
      ON CONFLICT (pin_id) DO UPDATE SET document = EXCLUDED.document;
  END IF;
  RETURN NULL;
END
$body$`,
  `CREATE TRIGGER pin_search_keep AFTER INSERT OR DELETE OR UPDATE OF title, description, board_id, interest_id, domain ON pins
  FOR EACH ROW EXECUTE FUNCTION pin_search_keep()`,
  `CREATE FUNCTION pin_search_board_renamed() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  UPDATE pin_search s SET document = pin_search_document(p) FROM pins p WHERE s.pin_id = p.id AND p.board_id = NEW.id;
  RETURN NULL;
END
$body$`,
  `CREATE TRIGGER pin_search_board_name AFTER UPDATE OF name ON boards
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION pin_search_board_renamed()`,
  `CREATE FUNCTION pin_search_topic_renamed() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  UPDATE pin_search s SET document = pin_search_document(p) FROM pins p WHERE s.pin_id = p.id AND p.interest_id = NEW.id;
  RETURN NULL;
END
$body$`,
  `CREATE TRIGGER pin_search_topic_name AFTER UPDATE OF name ON interests
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION pin_search_topic_renamed()`,
  `INSERT INTO pin_search (pin_id, document) SELECT p.id, pin_search_document(p) FROM pins p`,
];

export const PIN_SEARCH_INDEX: Record<Dialect, readonly string[]> = { sqlite: SQLITE, postgres: POSTGRES };
