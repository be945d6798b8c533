import { translatePlaceholders } from './placeholders';

describe('translatePlaceholders', () => {
  it('numbers the ? placeholders in order', () => {
    expect(translatePlaceholders('SELECT * FROM pins WHERE board_id = ? AND id > ? LIMIT ?')).toBe(
      'SELECT * FROM pins WHERE board_id = $1 AND id > $2 LIMIT $3',
    );
  });

  it("leaves a ? inside a string literal, a quoted name or a comment alone (with '' and E'\\'' escapes)", () => {
    expect(translatePlaceholders(`SELECT 'why?', 'it''s ?', "odd?name", ? -- really?\n, ? /* and ? */ , ?`)).toBe(
      `SELECT 'why?', 'it''s ?', "odd?name", $1 -- really?\n, $2 /* and ? */ , $3`,
    );
    expect(translatePlaceholders(`SELECT E'a\\'?', ?`)).toBe(`SELECT E'a\\'?', $1`);
    // A plain literal ending in a backslash is not an escape in PostgreSQL.
    expect(translatePlaceholders(`SELECT 'a\\', ?`)).toBe(`SELECT 'a\\', $1`);
  });

  it('leaves dollar-quoted bodies and written-out $n alone', () => {
    expect(translatePlaceholders('CREATE FUNCTION f() RETURNS text AS $body$ SELECT $$?$$ $body$ LANGUAGE sql; SELECT ?, $9')).toBe(
      'CREATE FUNCTION f() RETURNS text AS $body$ SELECT $$?$$ $body$ LANGUAGE sql; SELECT $1, $9',
    );
  });
});
