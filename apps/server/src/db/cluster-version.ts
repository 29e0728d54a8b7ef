import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Which PostgreSQL major made a cluster, and which one the binaries are (decision 0068). A data
 * folder of one major is never opened by another: newer binaries would refuse it at best, and
 * going back is impossible once they have written to it. `npm run db:upgrade` moves the rows.
 */

export const UPGRADE_COMMAND = 'npm run db:upgrade';

const run = promisify(execFile);

/** The major written in the cluster's PG_VERSION (`17`; `9.6` before 10), or undefined without one. */
export const clusterMajorOf = (clusterDir: string): number | undefined => {
  const file = path.join(clusterDir, 'PG_VERSION');
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const major = /^(\d+)(\.\d+)?\s*$/.exec(text)?.[1];
  if (!major) throw new Error(`${file} names no PostgreSQL version: ${JSON.stringify(text)}`);
  return Number(major);
};

/**
 * The binaries' own word (`postgres (PostgreSQL) 18.4`): a copy in the root-owned cache has no
 * package.json beside it to read a version from. `--version` is answered before PostgreSQL's
 * refusal to run as root.
 */
export const postgresMajorOf = async (postgres: string): Promise<number> => {
  const { stdout } = await run(postgres, ['--version']);
  const major = /\(PostgreSQL\) (\d+)/.exec(stdout)?.[1];
  if (!major) throw new Error(`${postgres} --version said no PostgreSQL version: ${stdout}`);
  return Number(major);
};

/** The message that stops a start on a cluster an earlier major made. */
const olderClusterMessage = (clusterDir: string, made: number, runs: number) =>
  `The embedded database in ${clusterDir} was made by PostgreSQL ${made}; this Toolyard runs ` +
  `PostgreSQL ${runs} and does not open it. Upgrade it once with \`${UPGRADE_COMMAND}\` ` +
  `(it copies every row to PostgreSQL ${runs} and keeps the PostgreSQL ${made} folder beside it ` +
  'as a backup), then start again.';

/** The message that refuses a cluster a later major made (a downgrade). */
export const newerClusterMessage = (clusterDir: string, made: number, runs: number) =>
  `The embedded database in ${clusterDir} was made by PostgreSQL ${made}, newer than the ` +
  `PostgreSQL ${runs} this Toolyard runs; an older PostgreSQL cannot open it. Run the Toolyard ` +
  'version that made it. To go back to the database as it was before an upgrade, move this ' +
  `folder aside and put the ${path.basename(clusterDir)}.v${runs}-… folder the upgrade kept in its place.`;

/** Stops a start before the binaries touch a cluster another major made. */
export const refuseOtherMajor = async (clusterDir: string, postgres: string) => {
  const made = clusterMajorOf(clusterDir);
  if (made === undefined) return;
  const runs = await postgresMajorOf(postgres);
  if (made < runs) throw new Error(olderClusterMessage(clusterDir, made, runs));
  if (made > runs) throw new Error(newerClusterMessage(clusterDir, made, runs));
};
