import { can, type Role } from '@toolyard/shared';
import type { RouteRecord } from '../../src/http/auth-guard.js';
import type { populatedOrganization } from './populated-organization.js';

const weekAhead = (hours: number) =>
  new Date(
    Math.floor(Date.now() / 3_600_000) * 3_600_000 + (168 + hours) * 3_600_000,
  ).toISOString();
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

export type PopulatedOrganization = Awaited<ReturnType<typeof populatedOrganization>>;

/**
 * A body each write would accept from a caller the table allows, so that a refusal proves the
 * role check (not validation) stopped it.
 */
export const validBodyFor = (
  route: RouteRecord,
  a: PopulatedOrganization,
  role: Role,
): object | undefined => {
  const refs = a.references;
  const bodies: Record<string, object> = {
    'POST /api/auth/change-password': {
      currentPassword: 'not-the-password',
      newPassword: 'another-password-1',
    },
    'POST /api/setup/organization': {
      name: 'Second',
      contactEmail: 'x@example.com',
      contactPhone: '1',
      address: 'x',
      primaryColor: '#1D4ED8',
      secondaryColor: '#F59E0B',
    },
    'PUT /api/organizations/:id': { contactPhone: '+49 30 999' },
    // Org admins create workers; the superadmin creates org admins (decision 0006).
    'POST /api/users': {
      username: `matrix${role}`,
      email: `matrix${role}@example.com`,
      password: 'worker-password-1',
      firstName: 'M',
      lastName: 'X',
      ...(role === 'superadmin'
        ? { role: 'org_admin', organizationId: refs.organizationId }
        : { role: 'worker' }),
    },
    'PUT /api/users/:id': { firstName: 'Renamed' },
    'POST /api/branches': { name: 'Matrix branch', address: 'x' },
    'PUT /api/branches/:id': { name: 'Matrix branch 2', address: 'x' },
    'POST /api/sites': { name: 'Matrix site', address: 'x', branchId: refs.branchId },
    'PUT /api/sites/:id': { name: 'Matrix site 2', address: 'x', branchId: refs.branchId },
    'POST /api/tools': { name: 'Matrix tool', branchId: refs.branchId },
    'PUT /api/tools/:id': { name: 'Matrix tool 2' },
    'POST /api/tools/:id/status': { status: 'maintenance' },
    'POST /api/tool-logs': { toolId: refs.toolId, action: 'checked' },
    'POST /api/vehicles': {
      make: 'M',
      model: 'X',
      year: 2020,
      licensePlate: 'MX-1',
      branchId: refs.branchId,
    },
    'PUT /api/vehicles/:id': { model: 'Y' },
    'POST /api/vehicles/:id/status': { status: 'service' },
    'POST /api/vehicles/:id/tires': { tireType: 'winter', tireYear: 2024 },
    // Decision 0046: yesterday (UTC), so a server a zone ahead still takes it as past.
    'POST /api/tools/:id/maintenance': { performedOn: yesterday() },
    'POST /api/vehicles/:id/maintenance': { performedOn: yesterday() },
    'PUT /api/vehicles/tire-alert/dismissal': { season: 'winter-2026' },
    'POST /api/vehicle-logs': { vehicleId: refs.vehicleId, action: 'checked' },
    'POST /api/storage-units': { name: 'Matrix unit', location: 'x', branchId: refs.branchId },
    'PUT /api/storage-units/:id': { name: 'Matrix unit 2', location: 'x', branchId: refs.branchId },
    'POST /api/parking-locations': { name: 'Matrix bay', branchId: refs.branchId },
    'PUT /api/parking-locations/:id': { name: 'Matrix bay 2', branchId: refs.branchId },
    'POST /api/labels/sheets': { kind: 'tool', format: 'a4-3x7', ids: [refs.toolId] },
    'POST /api/tools/:id/return': { storageUnitId: refs.storageUnitId },
    'POST /api/vehicles/:id/return': { parkingLocationId: refs.parkingLocationId },
    // The organization's tool is pending confirmation: it may go to repair.
    'POST /api/bulk-actions': {
      action: 'maintenance',
      items: [{ kind: 'tool', id: refs.toolId }],
    },
    // A week ahead, an hour per role: each role's booking is free of the others'.
    'POST /api/reservations': {
      items: [{ kind: 'tool', id: refs.toolId }],
      siteId: refs.siteId,
      startsAt: weekAhead(role === 'superadmin' ? 0 : 1),
      endsAt: weekAhead(role === 'superadmin' ? 1 : 2),
    },
    'POST /api/reports': {
      title: 'Matrix',
      content: 'x',
      siteId: refs.siteId,
      reportDate: '2026-11-21',
    },
    'PUT /api/reports/:id': {
      title: 'Matrix 2',
      content: 'x',
      siteId: refs.siteId,
      reportDate: '2026-11-21',
    },
    // No column mapped: every row is refused, nothing is written (the preview runs first).
    'POST /api/imports/:id/preview': { mapping: {} },
    'POST /api/imports/:id/run': { mapping: {} },
    'PUT /api/notices/language': { language: 'de' },
    'POST /api/ai/preview': {
      organizationId: refs.organizationId,
      prompt: 'Tires',
      recipients: ['crew@example.com'],
    },
    'POST /api/ai/notify': {
      organizationId: refs.organizationId,
      prompt: 'Tires',
      recipients: ['crew@example.com'],
    },
  };
  if (route.method === 'GET' || route.method === 'DELETE') return undefined;
  return bodies[`${route.method} ${route.url}`] ?? {};
};

const PREFERRED_ROLES: readonly Role[] = ['org_admin', 'worker', 'superadmin'];

/**
 * A role the route lets through — an org admin's where it may — so that a request reaches the
 * body and the use-case instead of stopping at the role check.
 */
export const allowedRole = (route: RouteRecord): Role =>
  route.access === 'public'
    ? 'org_admin'
    : (PREFERRED_ROLES.find((role) =>
        can(role, route.access as Exclude<RouteRecord['access'], 'public'>),
      ) ?? 'worker');
