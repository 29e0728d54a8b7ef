import { eq } from 'drizzle-orm';
import { type OdometerAssurances } from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { parkingLocations } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { invalidField } from '../../lib/domain-errors.js';
import { canSeeOrganization } from '../../data/tenant.js';
import { type ReturnDamageInput } from '../damage/index.js';

export type ReturnInput = OdometerAssurances &
  ReturnDamageInput & {
    parkingLocationId: number | null;
    notes?: string | undefined;
    odometerReading?: number | undefined;
    fuelLevel?: number | undefined;
  };

/** The parking place's name, once it is known to be one of the worker's organization. */
export const parkingName = async (
  db: Executor,
  auth: AuthContext,
  parkingLocationId: number | null,
) => {
  if (parkingLocationId === null) return null;
  const [place] = await db
    .select()
    .from(parkingLocations)
    .where(eq(parkingLocations.id, parkingLocationId))
    .limit(1);
  if (!place || !canSeeOrganization(auth, place.organizationId)) {
    throw invalidField('parkingLocationId', 'validation.referenceInvalid');
  }
  return place.name;
};
