import type { ImportMapping, ImportPreview } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { conflict } from '../../lib/domain-errors.js';
import { IMPORT_HANDLERS } from './import-kinds.js';
import { checkMapping, mappedRows, ownImport } from './import-store.js';

// The preview table: every invalid row and every update up to these many, and the file's
// first rows.
const MAX_INVALID_SHOWN = 1_000;
const MAX_UPDATES_SHOWN = 1_000;
const FIRST_ROWS_SHOWN = 100;

/** What the import would do with each row under this mapping; nothing is written. */
export const previewImport = async (
  db: Database,
  auth: AuthContext,
  id: number,
  mapping: ImportMapping,
): Promise<ImportPreview> => {
  const found = await ownImport(db, auth, id);
  if (found.state !== 'staged') throw conflict('errors.importNotStaged');
  checkMapping(found, mapping);
  const planned = await IMPORT_HANDLERS[found.kind].plan(
    db,
    found.organizationId,
    await mappedRows(db, id, mapping),
  );
  const counts = { create: 0, update: 0, unchanged: 0, skip: 0, invalid: 0 };
  for (const row of planned) counts[row.action] += 1;
  const shown = { invalid: 0, update: 0 };
  const rows = planned
    .filter((row, index) => {
      if (row.action === 'invalid' && shown.invalid < MAX_INVALID_SHOWN) {
        shown.invalid += 1;
        return true;
      }
      if (row.action === 'update' && shown.update < MAX_UPDATES_SHOWN) {
        shown.update += 1;
        return true;
      }
      return index < FIRST_ROWS_SHOWN;
    })
    .map(({ line, action, label, errors, notes, changes, duplicateOfLine }) => ({
      line,
      action,
      label,
      errors,
      notes: notes ?? [],
      changes: changes ?? [],
      duplicateOfLine,
    }));
  return { counts, rows, truncated: rows.length < planned.length };
};
