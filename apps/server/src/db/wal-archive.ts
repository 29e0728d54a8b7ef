/**
 * Continuous WAL archiving of the embedded PostgreSQL (decision 0065). PostgreSQL's
 * archive_command copies each finished segment into a staging folder beside the cluster — a
 * place the postgres user can always write, even when BACKUP_DIR is one it cannot reach — and
 * the server ships it from there, compressed, into BACKUP_DIR/wal (modules/backups/ship-wal.ts).
 */
export const archiveStagingDirOf = (clusterDir: string) => `${clusterDir}.archive`;

/** A shell-quoted path for a PostgreSQL command setting ('…', with ' escaped). */
export const quoted = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;

/**
 * Copy, flush the copy to disk, then rename: the shipper only ever sees whole segments, and the
 * segment's bytes are on disk before PostgreSQL is told it is archived (the folder's entry is not
 * flushed: after a power cut the file may be back under its `.part` name). Overwriting is
 * allowed: a retried segment has the same content.
 */
const archiveCommandFor = (stagingDir: string) => {
  const part = `${stagingDir}/%f.part`;
  return `cp %p ${quoted(part)} && sync ${quoted(part)} && mv -f ${quoted(part)} ${quoted(`${stagingDir}/%f`)}`;
};

/** Settings for an embedded cluster that archives its WAL. */
export const archiveSettingsFor = (stagingDir: string): Record<string, string> => ({
  wal_level: 'replica',
  archive_mode: 'on',
  archive_command: archiveCommandFor(stagingDir),
  // A quiet minute still ends in an archived segment: a restore reaches any minute.
  archive_timeout: '60',
});
