import type { LogNoteValues } from '@toolyard/shared';

/** What a tool or vehicle log entry's `action` says, read so that a screen can word it. */
export type LogAction =
  | { kind: 'created' }
  | { kind: 'updated' }
  | { kind: 'statusChange'; status: string }
  | { kind: 'returned' }
  | { kind: 'other'; text: string };

const STATUS_CHANGE = /^status_change_to_([a-z_]+)$/;
const RETURNED = new Set(['returned', 'tool_returned', 'vehicle_returned']);

/** "some_action" → "Some action": the last resort for an action no screen knows. */
export const humanizeIdentifier = (identifier: string) => {
  const words = identifier.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The log writes `status_change_to_{status}` for a status change and 'created' for a new record;
 * the worker's vehicle return adds its own entry. Anything else is shown humanized.
 */
export const parseLogAction = (action: string): LogAction => {
  if (action === 'created') return { kind: 'created' };
  // Details edited, by the form or an import (decision 0060).
  if (action === 'updated') return { kind: 'updated' };
  const statusChange = STATUS_CHANGE.exec(action);
  if (statusChange?.[1]) return { kind: 'statusChange', status: statusChange[1] };
  if (RETURNED.has(action)) return { kind: 'returned' };
  return { kind: 'other', text: humanizeIdentifier(action) };
};

/** Which text words a log entry's system note, with its values; null where there is none to show. */
export type NoteWording =
  | { key: 'statusChanged'; status: string }
  | { key: 'initialStatus'; status: string }
  | { key: 'returnedTo'; place: string }
  | { key: 'confirmed' }
  | { key: 'returned' }
  | { key: 'tiresChanged'; tireType: string; tireYear: number | null }
  | { key: 'odometerCorrected'; reading: number; previous: number }
  | { key: 'handOutOverridden'; rules: readonly string[]; reason: string }
  | { key: 'damageReported'; photos: number }
  | { key: 'maintenanceDone'; performedOn: string; nextDate: string | null }
  | { key: 'changedFields'; fields: readonly string[] };

/**
 * The server writes what it says as a code and values (a creation, a status change, a worker's
 * confirm or return), never as an English sentence; a screen words it in the reader's language.
 */
export const logNoteWording = (
  code: string | null | undefined,
  values: LogNoteValues | null | undefined,
): NoteWording | null => {
  if (code === 'status_changed' && values?.status)
    return { key: 'statusChanged', status: values.status };
  if (code === 'created' && values?.status) return { key: 'initialStatus', status: values.status };
  if (code === 'assignment_confirmed') return { key: 'confirmed' };
  if (code === 'returned')
    return values?.place ? { key: 'returnedTo', place: values.place } : { key: 'returned' };
  if (code === 'tires_changed' && values?.tireType)
    return { key: 'tiresChanged', tireType: values.tireType, tireYear: values.tireYear ?? null };
  if (code === 'odometer_corrected' && values?.reading !== undefined)
    return { key: 'odometerCorrected', reading: values.reading, previous: values.previous ?? 0 };
  if (code === 'hand_out_overridden' && values?.reason)
    return { key: 'handOutOverridden', rules: values.rules ?? [], reason: values.reason };
  // Damage reported (decision 0045): what was written is the entry's typed note.
  if (code === 'damage_reported') return { key: 'damageReported', photos: values?.photos ?? 0 };
  if (code === 'updated' && values?.fields?.length)
    return { key: 'changedFields', fields: values.fields };
  if (code === 'maintenance_done' && values?.performedOn)
    return {
      key: 'maintenanceDone',
      performedOn: values.performedOn,
      nextDate: values.nextDate ?? null,
    };
  return null;
};
