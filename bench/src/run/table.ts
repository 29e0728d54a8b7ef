export type Verdict = 'pass' | 'fail' | 'info' | 'missing';

export type Row = {
  figure: string;
  measured: string;
  baseline: string;
  target: string;
  verdict: Verdict;
};

const MARK: Record<Verdict, string> = { pass: '✔', fail: '✖', info: '·', missing: '–' };

export const verdict = (ok: boolean): Verdict => (ok ? 'pass' : 'fail');

export const ms = (value: number) =>
  value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`;
/** Kilobytes as Vite prints them (1 kB = 1,000 bytes). */
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const mb = (value: number | undefined) =>
  value === undefined ? 'n/a' : `${value.toFixed(0)} MB`;
export const rate = (value: number) => `${value.toFixed(0)} req/s`;

export const printTable = (rows: Row[]) => {
  const headings: Row = {
    figure: 'figure',
    measured: 'measured',
    baseline: 'baseline (same run)',
    target: 'target',
    verdict: 'info',
  };
  const columns = ['figure', 'measured', 'baseline', 'target'] as const;
  const width = Object.fromEntries(
    columns.map((column) => [
      column,
      Math.max(...[headings, ...rows].map((row) => row[column].length)),
    ]),
  );
  const line = (row: Row, mark: string) =>
    `  ${columns.map((column) => row[column].padEnd(width[column]!)).join('  │ ')}  │ ${mark}`;
  console.log(line(headings, ''));
  console.log(`  ${columns.map((column) => '─'.repeat(width[column]!)).join('──┼─')}──┼──`);
  for (const row of rows) console.log(line(row, MARK[row.verdict]));
  console.log('\n  ✔ meets the target   ✖ misses it   · informative   – not measured');
};
