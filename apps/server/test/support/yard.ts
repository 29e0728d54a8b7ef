import type { App } from '../../src/app.js';
import { branchWithSite, create, organizationWithAdmin, workerOf } from './fixtures.js';

/**
 * An organization ready for the assignment round trip: a branch with a site, a worker, a storage
 * unit ('Container A'), a parking place ('Bay 3'), a tool on the site and a vehicle.
 */
export const yardOf = async (app: App) => {
  const org = await organizationWithAdmin(app);
  const { branch, site } = await branchWithSite(app, org.admin.token);
  const worker = await workerOf(app, org.admin.token);
  const unit = await create(app, org.admin.token, '/api/storage-units', {
    name: 'Container A',
    location: 'Yard',
    branchId: branch.id,
  });
  const parking = await create(app, org.admin.token, '/api/parking-locations', {
    name: 'Bay 3',
    branchId: branch.id,
  });
  const tool = await create(app, org.admin.token, '/api/tools', {
    name: 'Core drill',
    branchId: branch.id,
    siteId: site.id,
  });
  const vehicle = await create(app, org.admin.token, '/api/vehicles', {
    make: 'Ford',
    model: 'Transit',
    year: 2020,
    licensePlate: 'M-AB 1',
    branchId: branch.id,
  });
  return { ...org, branch, site, worker, unit, parking, tool, vehicle };
};
