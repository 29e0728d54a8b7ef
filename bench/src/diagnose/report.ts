import path from 'node:path';
import { median } from '../run/stats.js';
import type { RunDiagnosis } from './analyse.js';

const fixed = (value: number) => value.toFixed(1);

const list = (entries: Array<[string, number]>) =>
  entries.map(([key, value]) => `${key} ${fixed(value)}`).join(' · ');

/** A page's runs: the figures, each run's long tasks, and where their time went together. */
export const printPageReport = (page: string, runs: RunDiagnosis[]) => {
  console.log(`\n━━ ${page}`);
  console.log(
    `  median of ${runs.length}: LCP ${(median(runs.map((run) => run.lcp)) / 1000).toFixed(2)} s, TBT ${Math.round(median(runs.map((run) => run.tbt)))} ms, CLS ${median(runs.map((run) => run.cls)).toFixed(3)}`,
  );
  runs.forEach((run, index) => {
    console.log(
      `\n  run ${index + 1}: TBT ${Math.round(run.tbt)} ms; Lighthouse's long tasks (simulated, ms): ${
        run.simulatedLongTasks
          .map(
            (task) =>
              `${Math.round(task.duration)} @${Math.round(task.start)} ${path.basename(task.url)}`,
          )
          .join(', ') || 'none'
      }`,
    );
    console.log('  tasks after first contentful paint (observed, unthrottled ms):');
    for (const task of run.tasks) {
      console.log(`    +${fixed(task.start)}  ${fixed(task.duration)} ms  ${list(task.work)}`);
      if (task.sources.length > 0) console.log(`        sources: ${list(task.sources)}`);
      if (task.functions.length > 0) console.log(`        functions: ${list(task.functions)}`);
      if (task.ours.length > 0) console.log(`        for our code: ${list(task.ours)}`);
    }
  });
  const totals = new Map<string, number>();
  for (const run of runs)
    for (const [source, time] of run.sourceTotals)
      totals.set(source, (totals.get(source) ?? 0) + time / runs.length);
  const ranked = [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15);
  console.log('\n  script time in those tasks, by source, ms per run:');
  for (const [source, time] of ranked)
    console.log(`    ${fixed(time / 1000).padStart(7)}  ${source}`);
};
