/** What other modules may use of auth (docs/architecture.md, "Boundaries the linter enforces"): the rest is its own. */
export { authRoutes } from './routes.js';
export { VERIFICATION_LINK_HOURS, verificationLink } from './verify-email-request.js';
