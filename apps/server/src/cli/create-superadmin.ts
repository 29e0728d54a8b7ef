import { createInterface } from 'node:readline/promises';
import { pino } from 'pino';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { sessionUrl } from '../db/pooler.js';
import { ensureSuperadmin } from '../modules/users/index.js';

/**
 * `npm run create-superadmin`: asks for the superadmin's username, e-mail and password (or takes
 * SUPERADMIN_* from the environment) and creates the account if the platform has none yet.
 */
const ask = async () => {
  const fromEnv = loadConfig().superadmin;
  if (fromEnv) return fromEnv;
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const username = (await rl.question('Superadmin username: ')).trim();
  const email = (await rl.question('Superadmin e-mail: ')).trim();
  const password = await rl.question('Superadmin password (at least 8 characters): ');
  rl.close();
  return { username, email, password };
};

const run = async () => {
  const config = loadConfig();
  const input = await ask();
  const log = pino({ level: 'warn' });
  // Migrations take a session advisory lock: past any pooler (decision 0064).
  const database = await openDatabase({
    databaseUrl: sessionUrl(config),
    dataDir: config.dataDir,
    log,
  });
  try {
    await runMigrations(database.pool);
    const result = await ensureSuperadmin(database.db, input);
    if (result.created) console.log(`Superadmin "${result.username}" created.`);
    else if (result.reason === 'exists')
      console.log('A superadmin already exists; nothing changed.');
    else {
      console.error(`Superadmin not created: ${result.detail}`);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
};

run().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
