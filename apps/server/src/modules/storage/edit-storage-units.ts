import type { z } from 'zod';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { storageUnitSchema } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { storageUnits } from '../../db/schema.js';
import { recordActivities, type ActivityInput } from '../../data/activity.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { updateMany } from '../../data/update-many.js';

/** What an edit may change of a storage unit: the form's fields, each optional. */
export type StorageUnitEdit = Partial<z.output<typeof storageUnitSchema>>;
type StorageUnitEditField = keyof StorageUnitEdit;

/** The columns an edit writes, by the form's field names (in the form's order). */
const EDITABLE = {
  name: storageUnits.name,
  location: storageUnits.location,
  description: storageUnits.description,
  capacity: storageUnits.capacity,
  branchId: storageUnits.branchId,
} satisfies Record<StorageUnitEditField, AnyPgColumn>;
const FIELDS = Object.keys(EDITABLE) as StorageUnitEditField[];

/** A unit's values an edit compares with. */
export type EditableUnit = {
  [Field in StorageUnitEditField]-?: z.output<typeof storageUnitSchema>[Field];
};

/** The fields `edit` gives a value other than the unit's (absent ones stay as they are). */
export const changedUnitFields = (unit: EditableUnit, edit: StorageUnitEdit) =>
  FIELDS.filter((field) => edit[field] !== undefined && edit[field] !== unit[field]);

/** The activity of a unit's edit: the form's and an import's alike. */
export const unitEditedActivity = (
  organizationId: number,
  id: number,
  name: string,
): ActivityInput => ({
  organizationId,
  type: 'tool',
  action: 'storage_unit_updated',
  title: name,
  entityType: 'storage_unit',
  entityId: id,
});

/** A unit's edit as an import plans it: the unit as it was judged, and what changes. */
export type PlannedUnitEdit = {
  unit: { id: number; name: string };
  set: StorageUnitEdit;
  fields: readonly StorageUnitEditField[];
};

/**
 * An import's batch of edits (decision 0060), its branches the organization's: one UPDATE for
 * the units — each only its changed columns — and one INSERT of their activity rows (units keep
 * no log). Answers how many changed.
 */
export const writeStorageUnitEdits = async (
  tx: Executor,
  auth: AuthContext,
  organizationId: number,
  edits: readonly PlannedUnitEdit[],
) => {
  const changed = await updateMany(
    tx,
    storageUnits,
    EDITABLE,
    organizationId,
    edits.map(({ unit, set, fields }) => ({
      id: unit.id,
      set: Object.fromEntries(fields.map((field) => [field, set[field]])),
    })),
  );
  await recordActivities(
    tx,
    auth,
    edits
      .filter(({ unit }) => changed.has(unit.id))
      .map(({ unit, set }) => unitEditedActivity(organizationId, unit.id, set.name ?? unit.name)),
  );
  return changed.size;
};
