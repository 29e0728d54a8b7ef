import { WORKER_MOVES } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { vehicleKind } from '../vehicles/index.js';
import { confirmHanded } from './handed-item.js';

export const confirmVehicle = (db: Database, auth: AuthContext, id: number) =>
  confirmHanded(db, auth, vehicleKind, id, WORKER_MOVES.vehicle.confirm, (vehicle) => ({
    log: {},
    details: vehicle.licensePlate,
  }));
