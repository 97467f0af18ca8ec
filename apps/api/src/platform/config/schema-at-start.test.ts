import { committedMigrations, migrationStatus, openDatabase, type DatabaseHandle } from '@onair/db';
import { prepareSchemaAtStart } from './schema-at-start';

describe('the schema when a node starts', () => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    // A database no release has migrated yet.
    database = await openDatabase();
  });
  afterEach(() => database.close());

  test('outside production the node migrates it, so npm start just works', async () => {
    expect(await prepareSchemaAtStart({ NODE_ENV: 'development' }, database)).toBeNull();
    expect((await migrationStatus(database.db)).pending).toEqual([]);
  });

  test('in production the node refuses a schema behind its build, names what is missing and the command, and changes nothing', async () => {
    const tags = committedMigrations();
    const problem = await prepareSchemaAtStart({ NODE_ENV: 'production' }, database);
    expect(problem).toBe(
      `the database lacks ${tags.length} of this build's ${tags.length} migrations (${tags[0]} … ${tags.at(-1)}): ` +
        'run `npm run db:migrate` before starting the API (docs/deploy.md, "Migrations")',
    );
    expect((await migrationStatus(database.db)).applied).toBe(0);
  });

  test('in production a migrated schema starts, and MIGRATE_ON_START=true migrates as development does', async () => {
    expect(await prepareSchemaAtStart({ NODE_ENV: 'production', MIGRATE_ON_START: true }, database)).toBeNull();
    expect((await migrationStatus(database.db)).pending).toEqual([]);
    expect(await prepareSchemaAtStart({ NODE_ENV: 'production' }, database)).toBeNull();
  });
});
