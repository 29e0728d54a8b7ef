import { ItemsPage } from '@/features/items';
import { vehicleKind } from './vehicle-kind';

/** /vehicles: the shared item list, drawn for vehicles (the tyre alert on top). */
export const VehiclesPage = () => <ItemsPage kind={vehicleKind} />;
