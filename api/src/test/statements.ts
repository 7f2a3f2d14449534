// Counts the SQL statements a piece of work sends, at the driver (PGlite or node-postgres), so an N+1 anywhere shows.
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { usingPostgres } from './harness';

export function statementCounter() {
  const spy = usingPostgres() ? jest.spyOn(Client.prototype, 'query') : jest.spyOn(PGlite.prototype, 'query');
  return {
    async count(run: () => Promise<unknown>): Promise<number> {
      spy.mockClear();
      await run();
      return spy.mock.calls.length;
    },
    restore: () => spy.mockRestore(),
  };
}
