import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { shipWal, startWalShipper } from '../../src/modules/backups/ship-wal.js';
import { walDirOf } from '../../src/modules/backups/backup-layout.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A folder of its own for the test (removed after it), with the archive's staging folder. */
const withStagingFolder = () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'toolyard-shipper-'));
  folders.push(root);
  const stagingDir = path.join(root, 'staging');
  fs.mkdirSync(stagingDir);
  return { root, stagingDir };
};

describe('the WAL shipper', () => {
  it('logs a run of failures once, not every round, and says when shipping works again', async () => {
    const { root, stagingDir } = withStagingFolder();
    // BACKUP_DIR under a file: every round fails (ENOTDIR), as on a disk gone read-only.
    const blocker = path.join(root, 'disk');
    fs.writeFileSync(blocker, '');
    const backupDir = path.join(blocker, 'backups');
    const lines: string[] = [];
    const shipper = startWalShipper({
      stagingDir,
      backupDir,
      everyMs: 20,
      log: {
        warn: (_object, message) => lines.push(`warn: ${message}`),
        info: (_object, message) => lines.push(`info: ${message}`),
      },
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(lines).toEqual(['warn: backups: shipping archived WAL failed; retrying']);

      fs.rmSync(blocker);
      fs.mkdirSync(blocker);
      await expect.poll(() => lines.length, { timeout: 2_000 }).toBe(2);
      expect(lines[1]).toBe('info: backups: shipping archived WAL works again');
    } finally {
      await shipper.stop();
    }
  });
});

describe('shipping archived WAL', () => {
  it('ships a segment a shipper that died had claimed but not copied', async () => {
    const { root, stagingDir } = withStagingFolder();
    const segment = '000000010000000000000007';
    // Claimed by a process that is no more (PIDs stop well below this), and by a live one: us.
    fs.writeFileSync(path.join(stagingDir, `${segment}.shipping-999999999`), 'wal');
    const ours = '000000010000000000000008';
    fs.writeFileSync(path.join(stagingDir, `${ours}.shipping-${process.pid}`), 'wal');
    const backupDir = path.join(root, 'backups');

    expect(await shipWal(stagingDir, backupDir)).toBe(1);
    expect(fs.readdirSync(walDirOf(backupDir))).toEqual([`${segment}.gz`]);
    expect(fs.readdirSync(stagingDir)).toEqual([`${ours}.shipping-${process.pid}`]);
  });
});
