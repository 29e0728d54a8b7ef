import { Navigate } from 'react-router';

/** /notifications/new (the dashboard's "Send notification"): the AI messaging tab of Settings. */
export const NewNotificationRedirect = () => <Navigate to="/settings?tab=ai" replace />;
