import { loadConfig } from '../config.js';
import { upgradeDatabase } from '../db/upgrade/upgrade-cluster.js';

/**
 * `npm run db:upgrade` (decision 0068): moves the embedded database in DATA_DIR made by an
 * earlier PostgreSQL major to the one this Toolyard runs, keeping the old folder as the backup.
 */
const run = async () => {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL is set: Toolyard uses your own PostgreSQL server, which this command does ' +
        'not touch. Upgrade that server with its own tools (pg_upgrade, or pg_dump and restore).',
    );
    process.exitCode = 1;
    return;
  }
  const log = { info: (msg: string) => console.log(msg), warn: (msg: string) => console.warn(msg) };
  const result = await upgradeDatabase({ dataDir: config.dataDir, log });
  if (!result.upgraded) {
    console.log(
      `The embedded database in ${result.clusterDir} is on PostgreSQL ${result.major} already: nothing to do.`,
    );
    return;
  }
  const rows = result.tables.reduce((total, table) => total + table.rows, 0);
  console.log(`
The embedded database moved from PostgreSQL ${result.from} to ${result.to}: ${result.tables.length} tables, ${rows} rows and ${result.sequences} sequences, every table's row count and checksum verified.
  in use now:  ${result.clusterDir} (PostgreSQL ${result.to})
  kept as it was (your backup; delete it yourself once you no longer need it):
               ${result.keptAt} (PostgreSQL ${result.from})
Start Toolyard as usual.`);
};

run().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
