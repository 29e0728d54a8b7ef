import type { TFunction } from 'i18next';
import {
  Bell,
  Building,
  Building2,
  CalendarCheck,
  CalendarRange,
  CalendarX,
  FileText,
  Hammer,
  MailCheck,
  MapPin,
  SquareParking,
  Truck,
  UserRound,
  Warehouse,
  type LucideIcon,
} from 'lucide-react';
import { TOOL_STATUSES, VEHICLE_STATUSES } from '@toolyard/shared';
import type { ActivityEntry } from './api';

const SUBJECTS = [
  'tool',
  'vehicle',
  'report',
  'branch',
  'site',
  'storage_unit',
  'parking_location',
  'user',
  'organization',
] as const;
type Subject = (typeof SUBJECTS)[number];

const SUBJECT_ICONS: Record<Subject, LucideIcon> = {
  tool: Hammer,
  vehicle: Truck,
  report: FileText,
  branch: Building2,
  site: MapPin,
  storage_unit: Warehouse,
  parking_location: SquareParking,
  user: UserRound,
  organization: Building,
};

/** An import's batch (decision 0030): one entry per batch, its title the count it created. */
const IMPORTED: Partial<
  Record<
    string,
    {
      icon: LucideIcon;
      key: 'toolsImported' | 'vehiclesImported' | 'storageUnitsImported' | 'workersImported';
    }
  >
> = {
  tools_imported: { icon: SUBJECT_ICONS.tool, key: 'toolsImported' },
  vehicles_imported: { icon: SUBJECT_ICONS.vehicle, key: 'vehiclesImported' },
  storage_units_imported: { icon: SUBJECT_ICONS.storage_unit, key: 'storageUnitsImported' },
  workers_imported: { icon: SUBJECT_ICONS.user, key: 'workersImported' },
};

const CHANGE = new RegExp(`^(${SUBJECTS.join('|')})_(created|updated|deleted)$`);
const STATUS_CHANGE = /^status_change_to_([a-z_]+)$/;

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

type ActivityWording = { icon: LucideIcon; sentence: string };

/**
 * Who did what, in the reader's language ("Wanda Worker created tool “Core drill”"), and an icon
 * for what it was about. The server's `type` is the spec's four (tool, vehicle, report, alert),
 * so organization, branch, site and season changes arrive as "alert": the action tells them apart.
 */
export const describeActivity = (
  entry: Pick<ActivityEntry, 'type' | 'action' | 'title' | 'user'>,
  t: TFunction,
): ActivityWording => {
  const user = entry.user ?? t('dashboard.activity.someone');
  const { title } = entry;
  const about = (subject: Subject) => t(`dashboard.activity.subjects.${subject}`, { title });

  const change = CHANGE.exec(entry.action);
  if (change) {
    const subject = change[1] as Subject;
    const verb = change[2] as 'created' | 'updated' | 'deleted';
    return {
      icon: SUBJECT_ICONS[subject],
      sentence: t(`dashboard.activity.did.${verb}`, { user, what: about(subject) }),
    };
  }
  const item = entry.type === 'tool' || entry.type === 'vehicle' ? entry.type : null;
  const status = STATUS_CHANGE.exec(entry.action)?.[1];
  if (item && status) {
    const statusLabel =
      item === 'tool' && isOneOf(TOOL_STATUSES, status)
        ? t(`statuses.tool.${status}`)
        : item === 'vehicle' && isOneOf(VEHICLE_STATUSES, status)
          ? t(`statuses.vehicle.${status}`)
          : status;
    return {
      icon: SUBJECT_ICONS[item],
      sentence: t('dashboard.activity.did.statusChanged', {
        user,
        what: about(item),
        status: statusLabel,
      }),
    };
  }
  if (item && (entry.action === 'tool_returned' || entry.action === 'vehicle_returned'))
    return {
      icon: SUBJECT_ICONS[item],
      sentence: t('dashboard.activity.did.returned', { user, what: about(item) }),
    };
  if (item && entry.action === 'assignment_confirmed')
    return {
      icon: SUBJECT_ICONS[item],
      sentence: t('dashboard.activity.did.confirmed', { user, what: about(item) }),
    };
  if (entry.action === 'vehicle_tires_changed')
    return {
      icon: SUBJECT_ICONS.vehicle,
      sentence: t('dashboard.activity.did.tiresChanged', { user, what: about('vehicle') }),
    };
  if (item && entry.action === 'damage_reported')
    return {
      icon: SUBJECT_ICONS[item],
      sentence: t('dashboard.activity.did.damageReported', { user, what: about(item) }),
    };
  if (item && entry.action === 'hand_out_overridden')
    return {
      icon: SUBJECT_ICONS[item],
      sentence: t('dashboard.activity.did.handOutOverridden', { user, what: about(item) }),
    };
  if (item && entry.action === 'maintenance_done')
    return {
      icon: SUBJECT_ICONS[item],
      sentence: t('dashboard.activity.did.maintenanceDone', { user, what: about(item) }),
    };
  if (entry.action === 'odometer_corrected')
    return {
      icon: SUBJECT_ICONS.vehicle,
      sentence: t('dashboard.activity.did.odometerCorrected', { user, what: about('vehicle') }),
    };
  if (entry.action === 'seasons_updated')
    return {
      icon: CalendarRange,
      sentence: t('dashboard.activity.did.seasonsUpdated', { user, title }),
    };
  // An import's batch: its title is the number of records it created.
  const imported = IMPORTED[entry.action];
  if (imported)
    return {
      icon: imported.icon,
      sentence: t(`dashboard.activity.did.${imported.key}`, { user, count: Number(title) }),
    };
  if (entry.action === 'reservation_created')
    return { icon: CalendarCheck, sentence: t('dashboard.activity.did.booked', { user, title }) };
  if (entry.action === 'reservation_cancelled')
    return {
      icon: CalendarX,
      sentence: t('dashboard.activity.did.bookingCancelled', { user, title }),
    };
  if (entry.action === 'email_verified')
    return { icon: MailCheck, sentence: t('dashboard.activity.did.emailVerified', { user }) };
  if (entry.action === 'notification_sent')
    return { icon: Bell, sentence: t('dashboard.activity.did.notificationSent', { user, title }) };
  const icon = item ? SUBJECT_ICONS[item] : entry.type === 'report' ? FileText : Bell;
  return { icon, sentence: t('dashboard.activity.did.other', { user, title }) };
};
