import { execFileSync } from 'node:child_process';
import os from 'node:os';

/*
 * Server and load generator on different cores, so the load generator does not steal the
 * server's CPU (taskset, where the machine has it and at least two cores). The database server
 * is left to the scheduler: it is not what we measure.
 */

const hasTaskset = (() => {
  try {
    execFileSync('taskset', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

export const canPin = hasTaskset && os.availableParallelism() >= 2;

export const SERVER_CPU = 0;
export const LOAD_CPU = 1;

/** The command line that runs `command` on `cpu` (unchanged where pinning is not possible). */
export const onCpu = (cpu: number, command: string, args: string[]): [string, string[]] =>
  canPin ? ['taskset', ['-c', String(cpu), command, ...args]] : [command, args];

/** Moves this process, all its threads, to `cpus` ("1", or "0-1" to let go again). */
export const pinSelf = (cpus: string) => {
  if (canPin)
    execFileSync('taskset', ['-a', '-p', '-c', cpus, String(process.pid)], { stdio: 'ignore' });
};

/**
 * Every CPU of the machine. Not `os.availableParallelism()`: it counts the CPUs this process may
 * use, so once pinned to one it said one, and "let go again" pinned Chrome to CPU 0 beside the
 * server — every Lighthouse figure since was taken on half the machine (TBT ×3–4).
 */
export const allCpus = () => `0-${os.cpus().length - 1}`;
