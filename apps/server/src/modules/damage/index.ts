/** What other modules may use of damage (docs/architecture.md, "Boundaries the linter enforces"): the rest is its own. */
export { damageForReport } from './damage-for-report.js';
export type { DamageMailContext } from './damage-mail.js';
export { damageOnReturn } from './return-damage.js';
export type { ReturnDamageInput } from './return-damage.js';
export { damageRoutes } from './routes.js';
