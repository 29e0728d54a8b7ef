import type { RunnerTestCase } from 'vitest';

export type BatteryFigures = Record<string, number>;

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface TaskMeta {
    battery?: { label: string; figures: BatteryFigures };
  }
}

/**
 * Records what a security or fault test covered (routes, cases tried); the battery reporter
 * prints every recorded figure at the end of the run.
 */
export const recordBattery = (task: RunnerTestCase, label: string, figures: BatteryFigures) => {
  task.meta.battery = { label, figures };
  console.log(
    `${label}: ${Object.entries(figures)
      .map(([name, value]) => `${value} ${name}`)
      .join(', ')}`,
  );
};
