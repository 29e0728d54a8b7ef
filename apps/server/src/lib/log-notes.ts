import type { LogNoteCode, LogNoteValues } from '@toolyard/shared';

type StoredNote = {
  notes: string | null;
  noteCode: LogNoteCode | null;
  noteValues: LogNoteValues | null;
};

/**
 * The English sentence a coded entry used to be stored as. The API still answers it as `notes`
 * where nobody typed one (note 'Status changed to {status}'), for clients that show
 * `notes` as they are; the web words the code in the reader's language instead.
 */
const englishNote = (code: LogNoteCode | null, values: LogNoteValues | null): string | null => {
  if (code === 'status_changed') return `Status changed to ${values?.status ?? ''}`;
  if (code === 'assignment_confirmed') return 'Assignment confirmed';
  if (code === 'returned') return values?.place ? `Returned to ${values.place}` : 'Returned';
  return null;
};

/** A log row's note as the API answers it: the code and values, what was typed, and `notes`. */
export const answeredNote = (row: StoredNote) => ({
  notes: row.notes ?? englishNote(row.noteCode, row.noteValues),
  noteCode: row.noteCode,
  noteValues: row.noteValues,
  typedNotes: row.notes,
});

/**
 * An item's log entry as its log answers it, for every kind: who, what, when and the note. The
 * kind adds its own columns (a tool's site, a vehicle's odometer).
 */
export const answeredLogEntry = (
  log: StoredNote & { id: number; userId: number | null; action: string; timestamp: string },
  author: { firstName: string | null; lastName: string | null },
) => ({
  id: log.id,
  userId: log.userId,
  action: log.action,
  ...answeredNote(log),
  timestamp: log.timestamp,
  user:
    author.firstName !== null
      ? { firstName: author.firstName, lastName: author.lastName ?? '' }
      : null,
});
