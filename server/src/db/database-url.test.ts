import { databaseTarget } from './database-url';
import { openDatabase } from './database';

describe('DATABASE_URL', () => {
  it('names PostgreSQL or an SQLite file', () => {
    expect(databaseTarget('postgres://u@localhost/uyut')).toEqual({ dialect: 'postgres', url: 'postgres://u@localhost/uyut' });
    expect(databaseTarget('postgresql://u@localhost/uyut')).toEqual({ dialect: 'postgres', url: 'postgresql://u@localhost/uyut' });
    expect(databaseTarget('sqlite:/srv/uyut/uyut.sqlite')).toEqual({ dialect: 'sqlite', path: '/srv/uyut/uyut.sqlite' });
    expect(databaseTarget('file:///srv/uyut/uyut.sqlite')).toEqual({ dialect: 'sqlite', path: '/srv/uyut/uyut.sqlite' });
    expect(databaseTarget('sqlite::memory:')).toEqual({ dialect: 'sqlite', path: ':memory:' });
    expect(databaseTarget('var/uyut.sqlite')).toEqual({ dialect: 'sqlite', path: 'var/uyut.sqlite' });
  });

  it('refuses another scheme instead of creating an SQLite file named after it (issue 22 point 18)', () => {
    expect(() => databaseTarget('mysql://u@localhost/uyut')).toThrow('DATABASE_URL: unsupported scheme "mysql:"');
    expect(() => openDatabase('postgress://u@localhost/uyut')).toThrow('unsupported scheme "postgress:"');
  });
});
