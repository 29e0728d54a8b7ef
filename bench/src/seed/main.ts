import { hashPassword } from '@toolyard/server/src/lib/passwords.js';
import { BENCH_ADMIN, orgPlans } from '../common/bench-org.js';
import { describeDatabase, openBenchDatabase } from '../common/database.js';
import { removeBenchOrganizations } from './remove-bench-orgs.js';
import { seedOrganization } from './seed-organization.js';
import { printSummary, summarize } from './summary.js';

/**
 * `npm run seed:bench`: Bench Builders at the scale plus ten noise organizations holding
 * as much again, made inside PostgreSQL (INSERT … SELECT generate_series) in one transaction.
 * Deterministic: a re-run removes the previous bench organizations and makes the same rows.
 */
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

const main = async () => {
  const started = performance.now();
  const database = await openBenchDatabase();
  console.log(`Seeding the bench data into the ${describeDatabase(database)}`);
  try {
    const step = performance.now();
    const removed = await removeBenchOrganizations(database.pool);
    if (removed > 0)
      console.log(`  removed ${removed} bench organizations of an earlier run (${seconds(step)})`);

    // One hash for every seeded user: argon2 is slow on purpose, 5,500 of them would take minutes.
    const passwordHash = await hashPassword(BENCH_ADMIN.password);
    const now = new Date();
    const client = await database.pool.connect();
    try {
      // The server's pool stops statements after 15 s; a bulk insert may take longer.
      await client.query('set statement_timeout = 0');
      await client.query('begin');
      for (const plan of orgPlans()) {
        const orgStarted = performance.now();
        await seedOrganization(client, plan, passwordHash, now);
        console.log(
          `  ${plan.name}: ${plan.counts.tools.toLocaleString('en')} tools, ${plan.counts.vehicles.toLocaleString('en')} vehicles, ${plan.counts.reports.toLocaleString('en')} reports (${seconds(orgStarted)})`,
        );
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }

    // VACUUM as well as ANALYZE: the state autovacuum would reach soon after a real import
    // (visibility map set, statistics fresh), so the benchmarks do not depend on when it ran.
    const vacuumStarted = performance.now();
    await database.pool.query('vacuum (analyze)');
    console.log(`  vacuum (analyze) (${seconds(vacuumStarted)})`);

    printSummary(await summarize(database.pool));
    console.log(
      `\n  sign in as ${BENCH_ADMIN.username} / ${BENCH_ADMIN.password} (workers: <org>-worker-0001…, same password)`,
    );
    console.log(`Done in ${seconds(started)}.`);
  } finally {
    await database.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
