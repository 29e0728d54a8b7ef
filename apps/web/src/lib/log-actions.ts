/** What a tool or vehicle log entry's `action` says, read so that a screen can word it. */
export type LogAction =
  | { kind: 'created' }
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
 * Spec 4 writes `status_change_to_{status}` for a status change and 'created' for a new record;
 * the worker's vehicle return adds its own entry. Anything else is shown humanized.
 */
export const parseLogAction = (action: string): LogAction => {
  if (action === 'created') return { kind: 'created' };
  const statusChange = STATUS_CHANGE.exec(action);
  if (statusChange?.[1]) return { kind: 'statusChange', status: statusChange[1] };
  if (RETURNED.has(action)) return { kind: 'returned' };
  return { kind: 'other', text: humanizeIdentifier(action) };
};

const DEFAULT_STATUS_NOTE = /^Status changed to ([a-z_]+)$/;

/**
 * The server's default note of a status change is English data ("Status changed to
 * checked_out", spec 4); answers its status so a screen can word it in the UI language, or null
 * for a note someone wrote.
 */
export const defaultStatusNote = (notes: string | null | undefined): string | null =>
  DEFAULT_STATUS_NOTE.exec(notes ?? '')?.[1] ?? null;
