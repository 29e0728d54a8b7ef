import type { WorkerListQuery } from '@toolyard/shared';
import { listUsers, listWorkers } from '../../users/index.js';
import { defineExport } from '../export-list.js';

export const usersExport = defineExport({
  fileName: 'users',
  title: 'users.title',
  page: listUsers,
  columns: [
    { header: 'auth.firstName', value: (user) => user.firstName },
    { header: 'auth.lastName', value: (user) => user.lastName },
    { header: 'auth.username', value: (user) => user.username },
    { header: 'auth.email', value: (user) => user.email },
    { header: 'users.role', value: (user, t) => t(`roles.${user.role}`) },
    { header: 'users.organization', value: (user) => user.organization?.name ?? null },
  ],
});

export const workersExport = defineExport({
  fileName: 'workers',
  title: 'nav.workers',
  page: (db, auth, query: WorkerListQuery & { limit: number; cursor?: string }) =>
    listWorkers(db, auth, query.organizationId, query),
  columns: [
    { header: 'auth.firstName', value: (worker) => worker.firstName },
    { header: 'auth.lastName', value: (worker) => worker.lastName },
    { header: 'auth.username', value: (worker) => worker.username },
    { header: 'auth.email', value: (worker) => worker.email },
  ],
});
