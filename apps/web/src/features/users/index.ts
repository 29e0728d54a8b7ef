// What other features and the shell may use of users; its screens are in pages.ts.

export { usersQuery } from './api';
export { AssigneeFilter } from './assignee-filter';
