import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from './openDatabase';
import { dataVersionOf, installChangeCounter } from './changeCounter';

let dir: string;
let db: Db;
beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'change-counter-'));
  db = await openDatabase(dir);
  installChangeCounter(db);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the data version', () => {
  it('moves on every insert, update and delete of product data, whatever wrote it', () => {
    const version = dataVersionOf(db);
    const before = version();
    db.prepare("INSERT INTO interests (id, name, url_name) VALUES (900, 'Knots', 'knots')").run();
    const inserted = version();
    expect(inserted).toBeGreaterThan(before);
    db.prepare("UPDATE interests SET name = 'Sailing knots' WHERE id = 900").run();
    expect(version()).toBeGreaterThan(inserted);
    const updated = version();
    db.prepare('DELETE FROM interests WHERE id = 900').run();
    expect(version()).toBeGreaterThan(updated);
  });

  it('stands still for the event log, which every page writes to', () => {
    const version = dataVersionOf(db);
    const before = version();
    db.prepare(
      "INSERT INTO events (received_at, client_time, subject, event_type, object_id, aux_data) VALUES ('2026-01-01', '2026-01-01', 'anon:x', 18, '1', '{}')",
    ).run();
    expect(version()).toBe(before);
  });

  it('is installed once: a second start adds no second trigger', () => {
    installChangeCounter(db);
    const version = dataVersionOf(db);
    const before = version();
    db.prepare("INSERT INTO interests (id, name, url_name) VALUES (901, 'Rope', 'rope')").run();
    expect(version()).toBe(before + 1);
  });
});
