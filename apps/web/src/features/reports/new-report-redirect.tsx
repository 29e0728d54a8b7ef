import { Navigate } from 'react-router';

/** /reports/new (the dashboard's quick action): the reports screen with its add dialog open. */
export const NewReportRedirect = () => <Navigate to="/reports?new=1" replace />;
