/**
 * Which API reads a change of an entity type can alter: a tool's status shows in the tools list,
 * its storage unit's contents, the dashboard figures and the activity feed; a branch's name in
 * everything that names its branch. Unknown types refresh the figures and the feed only.
 */
const AFFECTED: Record<string, readonly string[]> = {
  tool: ['/api/tools', '/api/storage-units'],
  vehicle: ['/api/vehicles', '/api/parking-locations'],
  report: ['/api/reports'],
  site: ['/api/sites', '/api/tools', '/api/reports'],
  branch: [
    '/api/branches',
    '/api/sites',
    '/api/tools',
    '/api/vehicles',
    '/api/storage-units',
    '/api/parking-locations',
  ],
  storage_unit: ['/api/storage-units', '/api/tools'],
  user: ['/api/users', '/api/tools', '/api/vehicles'],
  organization: ['/api/organizations'],
};

const ALWAYS = ['/api/dashboard', '/api/activity'];

export const readsAffectedBy = (entityType: string | null | undefined): string[] => [
  ...(entityType ? (AFFECTED[entityType] ?? []) : []),
  ...ALWAYS,
];
