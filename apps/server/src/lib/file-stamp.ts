/** A moment as backups, restores and upgrades name their folders: `20261128T023000` (UTC). */
export const stampOf = (at: Date) => at.toISOString().slice(0, 19).replace(/[-:]/g, '');
