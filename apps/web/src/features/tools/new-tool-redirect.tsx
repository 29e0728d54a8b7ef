import { Navigate } from 'react-router';

/** /tools/new (the dashboard's quick action): the tools screen with its add dialog open. */
export const NewToolRedirect = () => <Navigate to="/tools?new=1" replace />;
