import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { notFound } from '../../lib/domain-errors.js';
import { findVehicle } from './vehicle-view.js';

export const getVehicle = async (db: Database, auth: AuthContext, id: number) => {
  const vehicle = await findVehicle(db, auth, id);
  if (!vehicle) throw notFound();
  return vehicle;
};
