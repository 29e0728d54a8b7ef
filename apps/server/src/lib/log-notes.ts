import { z } from 'zod';
import { LOG_NOTE_CODES, type LogNoteCode, type LogNoteValues } from '@toolyard/shared';

type StoredNote = {
  notes: string | null;
  noteCode: LogNoteCode | null;
  noteValues: LogNoteValues | null;
};

/**
 * The English sentence a coded entry used to be stored as. The API still answers it as `notes`
 * where nobody typed one (spec 4: note 'Status changed to {status}'), for clients that show
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

/** The note fields of a tool's or vehicle's log entry in the API's answer (`answeredNote`). */
export const answeredNoteFields = {
  notes: z
    .string()
    .nullable()
    .describe('What was typed, else the English wording of the system note (spec 4)'),
  noteCode: z
    .enum(LOG_NOTE_CODES)
    .nullable()
    .describe('The system note, worded by the client in its language'),
  noteValues: z.object({ status: z.string().optional(), place: z.string().optional() }).nullable(),
  typedNotes: z.string().nullable().describe('What a person typed, if anything'),
};
