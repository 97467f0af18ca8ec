// `npm run admin:create -- --login … --role super-admin [--brands all|onair,mint] [--name …]`: the
// console's first account, in the database the API uses (DATABASE_URL, else the embedded one).
import { resolve } from 'node:path';
import { openDatabase } from '@onair/db';
import { readConfig } from '../../platform/config/config';
import { settingsFromConfig } from '../../platform/config/settings';
import { createStaffFromCommand, parseCreateStaffArgs } from './create-staff-command';

const args = parseCreateStaffArgs(process.argv.slice(2));
if (typeof args === 'string') {
  console.error(`admin:create: ${args}`);
  process.exit(2);
}
const config = readConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: resolve(config.DATA_DIR, 'pglite') });
try {
  await database.migrate();
  const made = await createStaffFromCommand(database.db, settingsFromConfig(config).tokenSecret, args);
  console.log(
    [
      `Staff account ${args.login} (${args.role}, brands ${args.brands === 'all' ? 'all' : args.brands.join(',')}) created, id ${made.staffId}.`,
      `  Password      ${made.password}`,
      `  Authenticator ${made.otpauthUri}`,
      '',
      'Both are shown this once. Add the URI to an authenticator app, then activate the account with its first code:',
      `  POST /api/admin/enrolment {"login":"${args.login}","password":"…","code":"123456"}`,
    ].join('\n'),
  );
} catch (error) {
  console.error(`admin:create: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
