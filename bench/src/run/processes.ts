import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { repoRoot } from '../common/paths.js';
import { onCpu } from './cpu-pinning.js';

export type RunningProcess = {
  name: string;
  url: string;
  pid: number;
  output: () => string;
  stop: () => Promise<void>;
};

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

/**
 * Starts a Node program on one CPU and waits until it prints the address it listens on
 * (`ready` must capture it). The program is stopped with SIGTERM, like a deployment would.
 */
export const startNodeProcess = async (options: {
  name: string;
  cpu: number;
  args: string[];
  env: Record<string, string>;
  ready: RegExp;
}): Promise<RunningProcess> => {
  const [command, args] = onCpu(options.cpu, process.execPath, options.args);
  const child: ChildProcess = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${options.name} did not start:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const check = () => {
      const match = options.ready.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', check);
      resolve(match[1]!);
    };
    child.stdout!.on('data', check);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`${options.name} exited during start-up:\n${output}`));
    });
  });

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  return { name: options.name, url, pid: child.pid!, output: () => output, stop };
};

/** Resident memory of a process in MB, from /proc (undefined where there is no /proc). */
export const residentMegabytes = (pid: number): number | undefined => {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
    return kilobytes ? Number(kilobytes) / 1024 : undefined;
  } catch {
    return undefined;
  }
};
