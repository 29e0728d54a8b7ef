import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { branches, parkingLocations, sites, storageUnits, users } from '../db/schema.js';
import type { AuthContext } from '../lib/auth-context.js';
import { invalidField } from '../lib/domain-errors.js';
import { canSeeOrganization } from './tenant.js';

/*
 * Ids named in a request body must point at records the caller may use: same organization, the
 * right kind. Anything else is refused as a bad value of that field, before anything is written
 * — whether the record is missing or another tenant's, the answer is the same.
 */

const refuse = (field: string, key = 'validation.referenceInvalid') => invalidField(field, key);

export const usableBranch = async (
  db: Executor,
  auth: AuthContext,
  branchId: number,
  field = 'branchId',
) => {
  const [branch] = await db
    .select({ id: branches.id, organizationId: branches.organizationId, name: branches.name })
    .from(branches)
    .where(eq(branches.id, branchId))
    .limit(1);
  if (!branch || !canSeeOrganization(auth, branch.organizationId)) throw refuse(field);
  return branch;
};

/** A site must also belong to the chosen branch (site choices limited to the branch). */
export const usableSite = async (
  db: Executor,
  siteId: number,
  branchId: number,
  field = 'siteId',
) => {
  const [site] = await db
    .select({ id: sites.id, branchId: sites.branchId, organizationId: sites.organizationId })
    .from(sites)
    .where(and(eq(sites.id, siteId), eq(sites.branchId, branchId)))
    .limit(1);
  if (!site) throw refuse(field, 'validation.siteNotInBranch');
  return site;
};

/** A site anywhere in the caller's organization (reports, status changes). */
export const usableSiteInOrganization = async (
  db: Executor,
  auth: AuthContext,
  siteId: number,
  field = 'siteId',
) => {
  const [site] = await db
    .select({
      id: sites.id,
      branchId: sites.branchId,
      organizationId: sites.organizationId,
      name: sites.name,
    })
    .from(sites)
    .where(eq(sites.id, siteId))
    .limit(1);
  if (!site || !canSeeOrganization(auth, site.organizationId)) throw refuse(field);
  return site;
};

/** A branch manager is an org admin of the branch's own organization. */
export const usableManager = async (db: Executor, managerId: number, organizationId: number) => {
  const [manager] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, managerId),
        eq(users.role, 'org_admin'),
        eq(users.organizationId, organizationId),
      ),
    )
    .limit(1);
  if (!manager) throw refuse('managerId', 'validation.managerInvalid');
  return manager;
};

/** Someone to hand an item to: a worker of the item's organization. */
export const usableWorker = async (
  db: Executor,
  workerId: number,
  organizationId: number,
  field = 'assignedUserId',
) => {
  const [worker] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.id, workerId),
        eq(users.role, 'worker'),
        eq(users.organizationId, organizationId),
      ),
    )
    .limit(1)
    // Held until the assignment commits: a move of the worker to another organization (which
    // refuses while they hold anything) waits for it, so no assignment slips past that check.
    .for('share');
  if (!worker) throw refuse(field, 'validation.workerInvalid');
  return worker;
};

export const usableStorageUnit = async (
  db: Executor,
  auth: AuthContext,
  storageUnitId: number,
  field = 'storageUnitId',
) => {
  const [unit] = await db
    .select({
      id: storageUnits.id,
      organizationId: storageUnits.organizationId,
      branchId: storageUnits.branchId,
      name: storageUnits.name,
    })
    .from(storageUnits)
    .where(eq(storageUnits.id, storageUnitId))
    .limit(1);
  if (!unit || !canSeeOrganization(auth, unit.organizationId)) throw refuse(field);
  return unit;
};

/** A parking place of the caller's organization (a vehicle's return). */
export const usableParkingLocation = async (
  db: Executor,
  auth: AuthContext,
  parkingLocationId: number,
  field = 'parkingLocationId',
) => {
  const [place] = await db
    .select({
      id: parkingLocations.id,
      organizationId: parkingLocations.organizationId,
      name: parkingLocations.name,
    })
    .from(parkingLocations)
    .where(eq(parkingLocations.id, parkingLocationId))
    .limit(1);
  if (!place || !canSeeOrganization(auth, place.organizationId)) throw refuse(field);
  return place;
};
