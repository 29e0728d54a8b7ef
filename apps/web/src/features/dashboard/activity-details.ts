import type { TFunction } from 'i18next';
import { ROLES, TOOL_STATUSES, VEHICLE_STATUSES } from '@toolyard/shared';
import type { ActivityEntry } from './api';

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/**
 * The i18n key for an activity entry's detail when the server recorded a code there (a tool's or
 * a vehicle's new status, a new user's role); null when the detail is a name or a plate to show
 * as it is.
 */
export const activityDetailKey = (entry: Pick<ActivityEntry, 'type' | 'details'>) => {
  const { details } = entry;
  if (!details) return null;
  if (entry.type === 'tool' && isOneOf(TOOL_STATUSES, details))
    return `statuses.tool.${details}` as const;
  if (entry.type === 'vehicle' && isOneOf(VEHICLE_STATUSES, details))
    return `statuses.vehicle.${details}` as const;
  if (isOneOf(ROLES, details)) return `roles.${details}` as const;
  return null;
};

/**
 * The detail line in the reader's language: each part the server joined with " · " (a plate and
 * a status, "M-AB 1 · pending_confirmation") is worded on its own.
 */
export const activityDetailLine = (entry: Pick<ActivityEntry, 'type' | 'details'>, t: TFunction) =>
  (entry.details ?? '')
    .split(' · ')
    .map((part) => {
      const key = activityDetailKey({ type: entry.type, details: part });
      return key ? t(key) : part;
    })
    .join(' · ');
