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
  // A reading below the last one, taken as a correction, and a hand-out against the rules with
  // the admin's reason (decision 0043); new tyres.
  'odometer_corrected',
  'hand_out_overridden',
  'tires_changed',
  // A maintenance or service done (values: performedOn, next dates); damage reported on return
  // (values: reportId, photos).
  'maintenance_done',
  'damage_reported',
  // Details edited, by the form or an import (decision 0060; values: fields).
  'updated',
] as const;
export type LogNoteCode = (typeof LOG_NOTE_CODES)[number];

/**
 * `status` for created and status_changed; `place` (a storage unit or parking place) for
 * returned; `reading` and `previous` (km) for odometer_corrected; `status`, `rules` and the
 * typed `reason` for hand_out_overridden; `tireType` and `tireYear` for tires_changed; `fields`
 * (the form's field names: name, serialNumber, branchId, …) for updated.
 */
export type LogNoteValues = {
  status?: string;
  place?: string;
  reading?: number;
  previous?: number;
  rules?: string[];
  reason?: string;
  tireType?: string;
  tireYear?: number | null;
  performedOn?: string;
  nextDate?: string | null;
  nextKm?: number | null;
  reportId?: number;
  photos?: number;
  fields?: string[];
};

export type LogNote = { code: LogNoteCode; values?: LogNoteValues };

export const isLogNoteCode = (value: string | null | undefined): value is LogNoteCode =>
  (LOG_NOTE_CODES as readonly string[]).includes(value ?? '');
