import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { ImportProgress, ImportStaged } from '@toolyard/shared';
import { authHeaders, getJson, postJson, type Session } from './api.js';
import { verdict, type Row } from './table.js';

/** One import of 10,000 new tools from a CSV file. */
export type ImportFigures = {
  rows: number;
  created: number;
  uploadSeconds: number;
  seconds: number;
};

const ROWS = 10_000;
// Decision 0030: "10,000 rows in under 30 s", upload and run together.
const TARGET_SECONDS = 30;

/**
 * Uploads a CSV of 10,000 tools (each with its own serial number, so each is new), runs the
 * import and polls it until done. The tools it made are deleted afterwards, so the seeded
 * database stays as it was for the next run.
 */
export const measureImport = async (session: Session, pool: pg.Pool): Promise<ImportFigures> => {
  const [branch] = await getJson<Array<{ name: string }>>(session, '/api/branches');
  if (!branch) throw new Error('the bench organization has no branch');
  const stamp = `BENCH-IMPORT-${Date.now()}`;
  const lines = ['Name,Serial number,Branch,Status'];
  for (let i = 0; i < ROWS; i += 1)
    lines.push(`Imported tool ${i},${stamp}-${i},"${branch.name.replace(/"/g, '""')}",available`);
  const form = new FormData();
  form.append('file', new Blob([lines.join('\r\n')], { type: 'text/csv' }), 'tools.csv');

  const started = performance.now();
  const response = await fetch(`${session.baseUrl}/api/imports?kind=tools`, {
    method: 'POST',
    headers: authHeaders(session),
    body: form,
  });
  if (response.status !== 201)
    throw new Error(`upload: ${response.status} ${await response.text()}`);
  const staged = (await response.json()) as ImportStaged;
  const uploadSeconds = (performance.now() - started) / 1000;
  await postJson(session, `/api/imports/${staged.id}/run`, { mapping: staged.mapping });
  let progress: ImportProgress;
  do {
    await sleep(100);
    progress = await getJson<ImportProgress>(session, `/api/imports/${staged.id}`);
  } while (progress.state === 'running');
  const seconds = (performance.now() - started) / 1000;
  try {
    if (progress.state !== 'done') throw new Error(`import ended ${progress.state}`);
    return { rows: ROWS, created: progress.created, uploadSeconds, seconds };
  } finally {
    const made = `select id from tools where organization_id = $1 and serial_number like $2`;
    const values = [session.user.organizationId, `${stamp}-%`];
    await pool.query(
      `delete from activity where organization_id = $1 and entity_type = 'tool' and entity_id in (${made})`,
      values,
    );
    await pool.query(`delete from tools where id in (${made})`, values);
  }
};

export const importRows = (
  figures: ImportFigures | undefined,
  error: string | undefined,
): Row[] => {
  const figure = 'import of 10,000 tools from CSV (upload, check, write)';
  if (!figures)
    return [
      {
        figure,
        measured: error ? `error: ${error}`.slice(0, 72) : 'not measured',
        baseline: '',
        target: `≤ ${TARGET_SECONDS} s`,
        verdict: 'missing',
      },
    ];
  return [
    {
      figure,
      measured: `${figures.seconds.toFixed(1)} s, ${figures.created.toLocaleString('en')} created`,
      baseline: `upload: ${figures.uploadSeconds.toFixed(1)} s`,
      target: `≤ ${TARGET_SECONDS} s`,
      verdict: verdict(figures.seconds <= TARGET_SECONDS && figures.created === figures.rows),
    },
  ];
};
