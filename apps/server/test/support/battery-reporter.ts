import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import type { BatteryFigures } from './battery.js';

/** Where `npm test` picks the summary up again to print it as the run's last words. */
export const BATTERY_SUMMARY_FILE = path.resolve(
  import.meta.dirname,
  '../../../../test-results/security-battery.txt',
);

/**
 * Prints, after all tests, the figures the security battery recorded (routes covered, cases
 * tried) with the database the run used, and keeps them in test-results/.
 */
export default class BatteryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const lines: string[] = [];
    for (const module of testModules) {
      for (const testCase of module.children.allTests()) {
        const battery = testCase.meta().battery;
        if (!battery) continue;
        const state = testCase.result().state;
        const figures = Object.entries(battery.figures as BatteryFigures)
          .map(([name, value]) => `${value} ${name}`)
          .join(', ');
        lines.push(`  ${state === 'passed' ? '✔' : '✖'} ${battery.label}: ${figures}`);
      }
    }
    if (lines.length === 0) return;
    const database = process.env.TEST_DATABASE_URL
      ? 'external PostgreSQL (TEST_DATABASE_URL)'
      : 'embedded PostgreSQL';
    // `npm test` runs the cost battery on its own after the other files (it measures time), and
    // removes the file first: the second run adds its lines to the first one's.
    const label = (line: string) => line.slice(4, line.indexOf(':'));
    const ours = new Set(lines.map(label));
    const earlier = existsSync(BATTERY_SUMMARY_FILE)
      ? readFileSync(BATTERY_SUMMARY_FILE, 'utf8')
          .split('\n')
          .slice(1)
          .filter((line) => line.startsWith('  ') && !ours.has(label(line)))
      : [];
    const summary = [
      `Security and reliability battery — ${database}`,
      ...[...earlier, ...lines].sort(),
    ].join('\n');
    mkdirSync(path.dirname(BATTERY_SUMMARY_FILE), { recursive: true });
    writeFileSync(BATTERY_SUMMARY_FILE, `${summary}\n`);
    console.log(`\n${summary}\n`);
  }
}
