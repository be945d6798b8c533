import { databaseUrlFrom, describeDatabase } from './databaseConfig';

describe('DATABASE_URL', () => {
  it('absent or empty keeps SQLite, the default', () => {
    expect(databaseUrlFrom({})).toEqual({ kind: 'sqlite' });
    expect(databaseUrlFrom({ DATABASE_URL: '  ' })).toEqual({ kind: 'sqlite' });
  });

  it('chooses PostgreSQL for a postgres:// or postgresql:// URL', () => {
    expect(databaseUrlFrom({ DATABASE_URL: 'postgres://u:p@db:5432/pinboard' })).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@db:5432/pinboard',
    });
    expect(databaseUrlFrom({ DATABASE_URL: 'postgresql://db/pinboard' }).kind).toBe('postgres');
  });

  it('refuses anything else by name, never repeating the value (it may hold a password)', () => {
    for (const value of ['mysql://u:secret@db/pinboard', 'not a url secret', 'postgres://u:secret@db', 'postgres://u:secret@db/']) {
      let message = '';
      try {
        databaseUrlFrom({ DATABASE_URL: value });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/^DATABASE_URL /);
      expect(message).not.toContain('secret');
    }
  });

  it('is described for logs without its credentials', () => {
    expect(describeDatabase({ kind: 'postgres', url: 'postgres://u:secret@db:5432/pinboard' })).toBe('PostgreSQL db:5432/pinboard');
    expect(describeDatabase({ kind: 'sqlite' })).toBe('SQLite (DATA_DIR)');
  });
});
