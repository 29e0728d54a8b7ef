import { Navigate } from 'react-router';

/** /vehicles/new (the dashboard's quick action): the vehicles screen, add dialog open. */
export const NewVehicleRedirect = () => <Navigate to="/vehicles?new=1" replace />;
