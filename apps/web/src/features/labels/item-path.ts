import type { LabelResolution } from '@toolyard/shared';

/**
 * The screen that shows a labelled item. Parking places have no page of their own: the storage
 * screen's parking tab lists them.
 */
export const itemPathOf = ({ kind, id }: LabelResolution): string => {
  if (kind === 'tool') return `/tools/${id}`;
  if (kind === 'vehicle') return `/vehicles/${id}`;
  if (kind === 'storage_unit') return `/storage/units/${id}`;
  if (kind === 'site') return `/sites/${id}`;
  return '/storage?tab=parking';
};
