import { useTranslation } from 'react-i18next';
import {
  isHandOutRule,
  TIRE_TYPES,
  TOOL_STATUSES,
  VEHICLE_STATUSES,
  type ToolLog,
  type ToolStatus,
  type VehicleLog,
  type VehicleStatus,
} from '@toolyard/shared';
import { logNoteWording, parseLogAction } from './log-actions';
import { formatNumber } from './number-format';
import { formatDateValue } from './date-format';
import { editedFieldLabels } from './edited-fields';

/** What the wording reads of a tool's or a vehicle's log entry (both carry it alike). */
type LogEntry = Pick<ToolLog | VehicleLog, 'action' | 'noteCode' | 'noteValues' | 'typedNotes'>;

const isToolStatus = (value: string): value is ToolStatus =>
  (TOOL_STATUSES as readonly string[]).includes(value);
const isVehicleStatus = (value: string): value is VehicleStatus =>
  (VEHICLE_STATUSES as readonly string[]).includes(value);
const isTireType = (value: string): value is (typeof TIRE_TYPES)[number] =>
  (TIRE_TYPES as readonly string[]).includes(value);

/**
 * A tool's or vehicle's log entry in the reader's language: its action, and its notes — what
 * the system says (a code and values) followed by what a person typed.
 */
export const useLogWording = (scope: 'tools' | 'vehicles') => {
  const { t, i18n } = useTranslation();
  const statusName = (status: string) => {
    if (scope === 'tools') return isToolStatus(status) ? t(`statuses.tool.${status}`) : status;
    return isVehicleStatus(status) ? t(`statuses.vehicle.${status}`) : status;
  };
  const action = (entry: LogEntry) => {
    // Only vehicles get new tyres.
    if (entry.action === 'tires_changed') return t('vehicles.logs.tiresChangedAction');
    if (entry.action === 'odometer_corrected') return t('vehicles.logs.actions.odometer_corrected');
    if (entry.action === 'hand_out_overridden')
      return t(`${scope}.logs.actions.hand_out_overridden`);
    if (entry.action === 'damage_reported') return t('damage.log.action');
    if (entry.action === 'maintenance_done') return t(`${scope}.logs.actions.maintenance_done`);
    const parsed = parseLogAction(entry.action);
    if (parsed.kind === 'created') return t(`${scope}.logs.created`);
    if (parsed.kind === 'updated') return t(`${scope}.logs.updated`);
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
    if (wording.key === 'tiresChanged') {
      const tireType = isTireType(wording.tireType)
        ? t(`vehicles.tireTypes.${wording.tireType}`)
        : wording.tireType;
      // The year as written on the tyre: never "2,026".
      return wording.tireYear === null
        ? t('vehicles.logs.tiresChanged', { tireType })
        : t('vehicles.logs.tiresChangedYear', { tireType, year: String(wording.tireYear) });
    }
    if (wording.key === 'odometerCorrected')
      return t('vehicles.logs.odometerCorrected', {
        reading: formatNumber(wording.reading, i18n.resolvedLanguage),
        previous: formatNumber(wording.previous, i18n.resolvedLanguage),
      });
    if (wording.key === 'maintenanceDone') {
      const performedOn = formatDateValue(wording.performedOn, i18n.resolvedLanguage);
      return wording.nextDate
        ? t('maintenanceRecords.logNext', {
            performedOn,
            nextDate: formatDateValue(wording.nextDate, i18n.resolvedLanguage),
          })
        : t('maintenanceRecords.logDone', { performedOn });
    }
    if (wording.key === 'changedFields') {
      const labels = editedFieldLabels(scope, wording.fields);
      if (labels.length === 0) return null;
      return t(`${scope}.logs.changedFields`, {
        fields: labels.map((label) => t(label)).join(', '),
      });
    }
    if (wording.key === 'damageReported')
      return t('damage.log.photos', {
        photos: formatNumber(wording.photos, i18n.resolvedLanguage),
      });
    if (wording.key === 'handOutOverridden')
      return t(`${scope}.logs.handOutOverridden`, {
        rules: wording.rules
          .map((rule) => (isHandOutRule(rule) ? t(`handOut.rules.${rule}`) : rule))
          .join(', '),
        reason: wording.reason,
      });
    return t(`${scope}.logs.${wording.key}`, { status: statusName(wording.status) });
  };
  const notes = (entry: LogEntry) =>
    [systemNote(entry), entry.typedNotes].filter(Boolean).join(' — ');
  return { action, notes };
};
