import { useTranslation } from 'react-i18next';
import {
  TOOL_STATUSES,
  VEHICLE_STATUSES,
  type ToolLog,
  type ToolStatus,
  type VehicleLog,
  type VehicleStatus,
} from '@toolyard/shared';
import { logNoteWording, parseLogAction } from './log-actions';

/** What the wording reads of a tool's or a vehicle's log entry (both carry it alike). */
type LogEntry = Pick<ToolLog | VehicleLog, 'action' | 'noteCode' | 'noteValues' | 'typedNotes'>;

const isToolStatus = (value: string): value is ToolStatus =>
  (TOOL_STATUSES as readonly string[]).includes(value);
const isVehicleStatus = (value: string): value is VehicleStatus =>
  (VEHICLE_STATUSES as readonly string[]).includes(value);

/**
 * A tool's or vehicle's log entry in the reader's language: its action, and its notes — what
 * the system says (a code and values) followed by what a person typed.
 */
export const useLogWording = (scope: 'tools' | 'vehicles') => {
  const { t } = useTranslation();
  const statusName = (status: string) => {
    if (scope === 'tools') return isToolStatus(status) ? t(`statuses.tool.${status}`) : status;
    return isVehicleStatus(status) ? t(`statuses.vehicle.${status}`) : status;
  };
  const action = (entry: LogEntry) => {
    const parsed = parseLogAction(entry.action);
    if (parsed.kind === 'created') return t(`${scope}.logs.created`);
    if (parsed.kind === 'returned') return t(`${scope}.logs.returned`);
    if (parsed.kind === 'statusChange') {
      return t(`${scope}.logs.statusChanged`, { status: statusName(parsed.status) });
    }
    return parsed.text;
  };
  const systemNote = (entry: LogEntry) => {
    const wording = logNoteWording(entry.noteCode, entry.noteValues);
    if (!wording) return null;
    if (wording.key === 'returnedTo')
      return t(`${scope}.logs.returnedTo`, { place: wording.place });
    if (wording.key === 'confirmed' || wording.key === 'returned')
      return t(`${scope}.logs.${wording.key}`);
    return t(`${scope}.logs.${wording.key}`, { status: statusName(wording.status) });
  };
  const notes = (entry: LogEntry) =>
    [systemNote(entry), entry.typedNotes].filter(Boolean).join(' — ');
  return { action, notes };
};
