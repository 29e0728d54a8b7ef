/**
 * What the system says in a tool or vehicle log entry, as a code and values rather than an
 * English sentence: each screen words it in the reader's language. A note a person typed stays
 * free text beside it.
 */
export const LOG_NOTE_CODES = [
  'created',
  'status_changed',
  'assignment_confirmed',
  'returned',
] as const;
export type LogNoteCode = (typeof LOG_NOTE_CODES)[number];

/** `status` for created and status_changed; `place` (a storage unit or parking place) for returned. */
export type LogNoteValues = { status?: string; place?: string };

export type LogNote = { code: LogNoteCode; values?: LogNoteValues };

export const isLogNoteCode = (value: string | null | undefined): value is LogNoteCode =>
  (LOG_NOTE_CODES as readonly string[]).includes(value ?? '');
