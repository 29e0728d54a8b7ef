import { VEHICLE_STATUSES } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { countsByStatus } from './dashboard-queries.js';

export const vehicleSummary = async (db: Database, auth: AuthContext) => {
  const counts = await countsByStatus(
    db,
    auth,
    { subject: 'vehicles', table: vehicles },
    VEHICLE_STATUSES,
  );
  return {
    available: counts.available,
    inUse: counts.in_use,
    pendingConfirmation: counts.pending_confirmation,
    service: counts.service,
    in_use: counts.in_use,
  };
};
