import { ItemDetailPage } from '@/features/items';
import { vehicleKind } from './vehicle-kind';

/** /vehicles/{id}: the shared item page, drawn for a vehicle (a tyre change among its actions). */
export const VehiclePage = () => <ItemDetailPage kind={vehicleKind} />;
