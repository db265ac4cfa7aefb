import { afterAll } from 'vitest';
import { dropTestSchemas } from '../../server/test/test-app.ts';

/**
 * The `postgres` project runs the server's tests against PostgreSQL: without TEST_DATABASE_URL
 * they would quietly run on SQLite again, so the run stops at once and says how to start it.
 */
if (!process.env.TEST_DATABASE_URL) {
  throw new Error(
    'The postgres test project needs TEST_DATABASE_URL: run it as `node scripts/postgres.ts -- npx vitest run --project postgres`.',
  );
}

// Each test file's schemas go when the file is done (server/test/test-app.ts).
afterAll(async () => {
  await dropTestSchemas();
});
