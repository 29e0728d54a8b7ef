/** What other modules may use of backups (docs/architecture.md, "Boundaries the linter enforces"): the rest is its own. */
export { alertSuperadmins } from './alert-superadmins.js';
export { startEmbeddedBackups } from './backup-jobs.js';
export { listBackups } from './backup-layout.js';
export { dumpExternal } from './dump-external.js';
export { probeLastBackup } from './last-backup.js';
export { restorableWindow } from './restorable-window.js';
export { restoreBackup } from './restore-backup.js';
export type { RestoreTarget } from './restore-backup.js';
export { backupRoutes } from './routes.js';
export { takeBaseBackup } from './take-base-backup.js';
