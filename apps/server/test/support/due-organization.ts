import { vehicleLogs } from '../../src/db/schema.js';
import type { TestContext } from './test-app.js';
import { branchWithSite, create, organizationWithAdmin } from './fixtures.js';

const DAY = 86_400_000;

/** A day in the organization's zone (Europe/Berlin unless set), `offset` days from today. */
export const dayFromToday = (offset: number, timeZone = 'Europe/Berlin') =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(Date.now() + offset * DAY));

/** An organization with a branch, and makers of dated tools, vehicles and odometer readings. */
export const dueOrganization = async (ctx: TestContext) => {
  const org = await organizationWithAdmin(ctx.app);
  const { branch } = await branchWithSite(ctx.app, org.admin.token);
  const tool = (name: string, nextMaintenanceDate: string | null) =>
    create(ctx.app, org.admin.token, '/api/tools', {
      name,
      branchId: branch.id,
      ...(nextMaintenanceDate ? { nextMaintenanceDate } : {}),
    });
  const vehicle = (plate: string, fields: Record<string, unknown> = {}) =>
    create(ctx.app, org.admin.token, '/api/vehicles', {
      make: 'Ford',
      model: 'Transit',
      year: 2020,
      licensePlate: plate,
      branchId: branch.id,
      ...fields,
    });
  /** Odometer readings as the status changes log them, `daysAgo` back. */
  const readings = (vehicleId: number, ...entries: [daysAgo: number, km: number][]) => {
    // One "now" for all of them: read twice, a millisecond apart, 10 days became 10 days and
    // 1 ms, 500 km a day 499.99…, and a forecast of 10 days 11.
    const now = Date.now();
    return ctx.db.insert(vehicleLogs).values(
      entries.map(([daysAgo, km]) => ({
        organizationId: org.organization.id,
        vehicleId,
        action: 'status_changed',
        odometerReading: km,
        timestamp: new Date(now - daysAgo * DAY).toISOString(),
      })),
    );
  };
  return { ...org, branch, tool, vehicle, readings };
};
