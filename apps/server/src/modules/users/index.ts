/** What other modules may use of users (docs/architecture.md, "Boundaries the linter enforces"): the rest is its own. */
export { ensureSuperadmin } from './bootstrap-superadmin.js';
export { insertWorkers } from './create-user.js';
export { queueInvitations } from './invite-workers.js';
export { listUsers, listWorkers } from './list-users.js';
export { userRoutes } from './routes.js';
export {
  assertUnique,
  assertUsernameAnswersLeft,
  countUsernameAnswers,
  rethrowUniqueViolation,
  usernameAnswerKeys,
  usernameAnswerKeysOf,
} from './uniqueness.js';
