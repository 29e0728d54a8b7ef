import type { LabelResolution, Role } from '@toolyard/shared';
import { itemPathOf } from '@/features/labels';
import { myStuffItemPath } from '@/features/worker';

/**
 * Where "Open item" takes a reader, or undefined when the item is not for them. Admins open the
 * item's page. A worker may open no item page (they are the admins'): their own tool or vehicle —
 * waiting for them or held by them — opens on My Stuff, where they confirm and return it;
 * anything else is not theirs to open.
 */
export const openDestinationOf = (resolution: LabelResolution, role: Role): string | undefined => {
  if (role !== 'worker') return itemPathOf(resolution);
  if (resolution.kind === 'tool' || resolution.kind === 'vehicle')
    return resolution.assignedToCaller
      ? myStuffItemPath(resolution.kind, resolution.id)
      : undefined;
  return undefined;
};
