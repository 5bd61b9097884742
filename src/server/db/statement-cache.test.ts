import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache';

function database() {
  const sqlite = new SqliteDatabase(':memory:');
  sqlite.exec('create table t (n integer); insert into t values (1), (2), (3);');
  return sqlite;
}

describe('withStatementCache', () => {
  it('hands out the same prepared statement for the same SQL', () => {
    const db = withStatementCache(database());
    const a = db.prepare('select n from t where n > ?');
    expect(db.prepare('select n from t where n > ?')).toBe(a);
    expect(a.all([1])).toEqual([{ n: 2 }, { n: 3 }]);
    db.close();
  });

  it('prepares a twin while the kept statement is still iterating', () => {
    const db = withStatementCache(database());
    const outer = db.prepare('select n from t order by n').iterate([]);
    const seen: number[] = [];
    for (const row of outer) {
      const inner = db.prepare('select n from t order by n').all([]);
      seen.push((row as { n: number }).n * 10 + inner.length);
    }
    expect(seen).toEqual([13, 23, 33]);
    db.close();
  });

  it('forgets the least recently used statement past its size', () => {
    const db = withStatementCache(database(), 2);
    const one = db.prepare('select 1');
    const two = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(one);
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(one);
    expect(db.prepare('select 2')).not.toBe(two);
    db.close();
  });

  it('keeps working after the schema changes under a kept statement', () => {
    const sqlite = database();
    const db = withStatementCache(sqlite);
    expect(db.prepare('select * from t where n = ?').all([1])).toEqual([{ n: 1 }]);
    sqlite.exec('alter table t add column m integer default 7');
    expect(db.prepare('select * from t where n = ?').all([1])).toEqual([{ n: 1, m: 7 }]);
    db.close();
  });

  it('does not keep long SQL, such as a large multi-row insert', () => {
    const db = withStatementCache(database());
    const insert = `insert into t (n) values ${Array.from({ length: 1000 }, () => '(?)').join(', ')}`;
    expect(db.prepare(insert)).not.toBe(db.prepare(insert));
    db.close();
  });
});
