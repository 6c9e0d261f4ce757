import SQLite from 'better-sqlite3';
import { preparingOnce } from './database';

describe('SQLite connection', () => {
  it('prepares each SQL text once and reuses the statement with new parameters, keeping the most recently used', () => {
    const sqlite = new SQLite(':memory:');
    const prepare = jest.spyOn(sqlite, 'prepare');
    const connection = preparingOnce(sqlite, { size: 2 });
    connection.prepare('CREATE TABLE t (x INTEGER)').run([]);
    const insert = 'INSERT INTO t (x) VALUES (?)';
    for (const x of [1, 2, 3]) connection.prepare(insert).run([x]);
    const count = 'SELECT count(*) AS n FROM t WHERE x >= ?';
    expect(connection.prepare(count).all([2])).toEqual([{ n: 2 }]);
    expect(connection.prepare(count).all([1])).toEqual([{ n: 3 }]);
    expect(prepare).toHaveBeenCalledTimes(3);
    connection.prepare('SELECT 1');
    connection.prepare(count);
    connection.prepare(insert);
    expect(prepare).toHaveBeenCalledTimes(5);
    connection.close();
    expect(sqlite.open).toBe(false);
  });
});
