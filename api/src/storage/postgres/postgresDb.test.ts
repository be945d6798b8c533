import { freshTestDatabase, hasTestPostgres, warnPostgresSkipped } from 'test-support/postgresTestDatabase';
import { isUniqueViolation } from 'sql-kit/sqlErrors';
import { migratePostgres } from './migratePostgres';
import { openPostgresDb, type PostgresDb } from './postgresDb';

const suite = hasTestPostgres() ? describe : describe.skip;
warnPostgresSkipped('postgresDb');

suite('PostgresDb', () => {
  let url: string;
  let db: PostgresDb;
  let other: PostgresDb;
  beforeAll(async () => {
    url = await freshTestDatabase('postgres_db');
    db = openPostgresDb(url);
    other = openPostgresDb(url);
    await migratePostgres(db.pool);
    await db.run('CREATE TABLE scratch (id integer PRIMARY KEY, note text)');
  });
  afterAll(async () => {
    await db?.close();
    await other?.close();
  });
  beforeEach(async () => {
    await db.run('DELETE FROM scratch');
  });

  it("sends $n as parameters and a '?' in a literal as text", async () => {
    await db.run("INSERT INTO scratch (id, note) VALUES ($1, 'what?')", 1);
    expect(await db.get('SELECT id, note, $1 AS asked FROM scratch WHERE id = $2', 'yes', 1)).toEqual({
      id: 1,
      note: 'what?',
      asked: 'yes',
    });
  });

  it('answers counts and sums as numbers, comparisons as 0/1, and run() the rows changed', async () => {
    expect(await db.run('INSERT INTO scratch (id, note) VALUES ($1, $2), ($3, $4)', 1, 'a', 2, null)).toEqual({ changes: 2 });
    expect(await db.get('SELECT count(*) AS n, sum(id) AS total, avg(id) AS mean, count(*) > 1 AS many FROM scratch')).toEqual({
      n: 2,
      total: 3,
      mean: 1.5,
      many: 1,
    });
    expect(await db.all('SELECT id FROM scratch ORDER BY id')).toEqual([{ id: 1 }, { id: 2 }]);
    expect(await db.get('SELECT id FROM scratch WHERE id = $1', 9)).toBeUndefined();
    expect(await db.run('UPDATE scratch SET note = $1 WHERE id = $2', true, 99)).toEqual({ changes: 0 });
    expect(db.dialect).toEqual({ name: 'postgres' });
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    const answer = await db.transaction(async (tx) => {
      await tx.run('INSERT INTO scratch (id) VALUES ($1)', 1);
      return (await tx.get<{ n: number }>('SELECT count(*) AS n FROM scratch'))?.n;
    });
    expect(answer).toBe(1);
    await expect(
      db.transaction(async (tx) => {
        await tx.run('INSERT INTO scratch (id) VALUES ($1)', 2);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await other.all('SELECT id FROM scratch')).toEqual([{ id: 1 }]);
  });

  it('runs a transaction again when PostgreSQL cancels it for a serialization failure or deadlock', async () => {
    let runs = 0;
    const answer = await db.transaction(async (tx) => {
      runs++;
      await tx.run('INSERT INTO scratch (id) VALUES ($1)', runs);
      if (runs === 1) throw Object.assign(new Error('could not serialize access'), { code: '40001' });
      if (runs === 2) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      return 'done';
    });
    expect(answer).toBe('done');
    expect(runs).toBe(3);
    // The cancelled runs' rows were rolled back.
    expect(await db.all('SELECT id FROM scratch')).toEqual([{ id: 3 }]);
  });

  it('gives up after its attempts and throws the conflict', async () => {
    const stubborn = openPostgresDb(url, { attempts: 2 });
    let runs = 0;
    try {
      await expect(
        stubborn.transaction(async () => {
          runs++;
          throw Object.assign(new Error('could not serialize access'), { code: '40001' });
        }),
      ).rejects.toMatchObject({ code: '40001' });
    } finally {
      await stubborn.close();
    }
    expect(runs).toBe(2);
  });

  it('keeps read-then-write transactions on two pools serializable: no increment is lost', async () => {
    await db.run('INSERT INTO scratch (id, note) VALUES (1, $1)', '0');
    const a = openPostgresDb(url, { attempts: 30 });
    const b = openPostgresDb(url, { attempts: 30 });
    try {
      await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          (i % 2 ? a : b).transaction(async (tx) => {
            const row = await tx.get<{ note: string }>('SELECT note FROM scratch WHERE id = 1');
            await tx.run('UPDATE scratch SET note = $1 WHERE id = 1', String(Number(row?.note) + 1));
          }),
        ),
      );
    } finally {
      await a.close();
      await b.close();
    }
    expect(await db.get('SELECT note FROM scratch WHERE id = 1')).toEqual({ note: '16' });
  });

  describe('the same save from two edges at once', () => {
    const at = '2026-01-01T00:00:00.000Z';
    beforeAll(async () => {
      await db.run(
        `INSERT INTO users (id, username, full_name, first_name, created_at) VALUES (1, 'ada', 'Ada L', 'Ada', $1), (2, 'bob', 'Bob', 'Bob', $2)`,
        at,
        at,
      );
      await db.run(
        `INSERT INTO boards (id, owner_id, name, slug, created_at, board_order_modified_at) VALUES (10, 2, 'Bob saves', 'bob-saves', $1, $2)`,
        at,
        at,
      );
      await db.run(
        `INSERT INTO pins (id, pinner_id, board_id, root_pin_id, content_type, image_signature, image_width, image_height, dominant_color, created_at)
         VALUES (100, 1, NULL, 100, 'image', 'sig', 10, 10, '#000', $1)`,
        at,
      );
    });
    beforeEach(async () => {
      await db.run('DELETE FROM pins WHERE is_repin = 1');
    });

    const save = (q: Pick<PostgresDb, 'run'>, id: number) =>
      q.run(
        `INSERT INTO pins (id, pinner_id, board_id, section_id, repin_of, is_repin, root_pin_id, content_type, image_signature, image_width, image_height, dominant_color, created_at)
         VALUES ($1, 2, 10, NULL, 100, 1, 100, 'image', 'sig', 10, 10, '#000', $2)`,
        id,
        at,
      );

    it('50 concurrent inserts through two pools leave one row and 49 unique violations', async () => {
      const outcomes = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => save(i % 2 ? db : other, 1000 + i)));
      const failures = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
      expect(outcomes.length - failures.length).toBe(1);
      expect(failures.filter((f) => isUniqueViolation(f.reason))).toHaveLength(49);
      expect(await db.get('SELECT count(*) AS n FROM pins WHERE is_repin = 1')).toEqual({ n: 1 });
    });

    it('50 concurrent look-then-save transactions through two pools make one row; the rest find it or are refused', async () => {
      const outcomes = await Promise.allSettled(
        Array.from({ length: 50 }, (_, i) =>
          (i % 2 ? db : other).transaction(async (tx) => {
            const found = await tx.get(
              'SELECT id FROM pins WHERE board_id = 10 AND coalesce(section_id, 0) = 0 AND root_pin_id = 100 AND is_repin = 1',
            );
            if (found) return 'found';
            await save(tx, 2000 + i);
            return 'saved';
          }),
        ),
      );
      const answers = outcomes.map((o) =>
        o.status === 'fulfilled' ? o.value : isUniqueViolation(o.reason) ? 'refused' : (o.reason as Error),
      );
      expect(answers.filter((a) => a === 'saved')).toHaveLength(1);
      expect(answers.filter((a) => a !== 'saved' && a !== 'found' && a !== 'refused')).toEqual([]);
      expect(await db.get('SELECT count(*) AS n FROM pins WHERE is_repin = 1')).toEqual({ n: 1 });
    });
  });
});
