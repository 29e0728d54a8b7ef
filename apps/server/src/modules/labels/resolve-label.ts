import { and, eq, type SQL } from 'drizzle-orm';
import { normalizeLabelCode, vehicleLabel, type LabelResolution } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import {
  labelCodes,
  parkingLocations,
  sites,
  storageUnits,
  tools,
  vehicles,
} from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { notFound } from '../../lib/domain-errors.js';
import { inScope } from '../../data/scope.js';

/**
 * The code's registration, then one primary-key join per kind (only the code's own kind matches):
 * one query, whatever the kind.
 */
const readLabel = (db: Executor, where: SQL | undefined) =>
  db
    .select({
      kind: labelCodes.kind,
      id: labelCodes.itemId,
      organizationId: labelCodes.organizationId,
      toolName: tools.name,
      toolStatus: tools.status,
      toolHolder: tools.assignedUserId,
      make: vehicles.make,
      model: vehicles.model,
      licensePlate: vehicles.licensePlate,
      vehicleStatus: vehicles.status,
      vehicleHolder: vehicles.assignedUserId,
      unitName: storageUnits.name,
      placeName: parkingLocations.name,
      siteName: sites.name,
    })
    .from(labelCodes)
    .leftJoin(tools, and(eq(labelCodes.kind, 'tool'), eq(tools.id, labelCodes.itemId)))
    .leftJoin(vehicles, and(eq(labelCodes.kind, 'vehicle'), eq(vehicles.id, labelCodes.itemId)))
    .leftJoin(
      storageUnits,
      and(eq(labelCodes.kind, 'storage_unit'), eq(storageUnits.id, labelCodes.itemId)),
    )
    .leftJoin(
      parkingLocations,
      and(eq(labelCodes.kind, 'parking_location'), eq(parkingLocations.id, labelCodes.itemId)),
    )
    .leftJoin(sites, and(eq(labelCodes.kind, 'site'), eq(sites.id, labelCodes.itemId)))
    .where(where)
    .limit(1);

type ResolvedRow = Awaited<ReturnType<typeof readLabel>>[number];

/** What the caller is told of a label's item; undefined when the item is gone meanwhile. */
const toResolution = (row: ResolvedRow, auth: AuthContext): LabelResolution | undefined => {
  const { kind, id, organizationId } = row;
  const caller = auth.user.id;
  // A worker reads the state of their own items only (My Stuff); admins read every item's.
  const statusOf = <T>(status: T | null, holder: number | null) =>
    status !== null && (auth.user.role !== 'worker' || holder === caller) ? { status } : {};
  if (kind === 'tool') {
    if (row.toolName === null) return undefined;
    return {
      kind,
      id,
      organizationId,
      name: row.toolName,
      assignedToCaller: row.toolHolder === caller,
      ...statusOf(row.toolStatus, row.toolHolder),
    };
  }
  if (kind === 'vehicle') {
    if (row.make === null || row.model === null || row.licensePlate === null) return undefined;
    return {
      kind,
      id,
      organizationId,
      name: vehicleLabel({ make: row.make, model: row.model, licensePlate: row.licensePlate }),
      assignedToCaller: row.vehicleHolder === caller,
      ...statusOf(row.vehicleStatus, row.vehicleHolder),
    };
  }
  const names = { storage_unit: row.unitName, parking_location: row.placeName, site: row.siteName };
  const name = names[kind];
  return name === null ? undefined : { kind, id, organizationId, name };
};

/**
 * What a scanned or typed label is, in the caller's organization (a superadmin: any), with what
 * a scan list shows of it: its name and, for tools and vehicles, the status and whether it is
 * handed to the caller, in one query. A code that cannot be one, an unknown one and another
 * organization's all answer the same not-found, so a label never tells that it exists elsewhere.
 */
export const resolveLabel = async (
  db: Executor,
  auth: AuthContext,
  input: string,
): Promise<LabelResolution> => {
  const code = normalizeLabelCode(input);
  if (!code) throw notFound();
  const scope = inScope(auth, labelCodes.organizationId);
  const match = eq(labelCodes.code, code);
  const [row] = await readLabel(db, scope ? and(match, scope) : match);
  const resolution = row && toResolution(row, auth);
  if (!resolution) throw notFound();
  return resolution;
};
