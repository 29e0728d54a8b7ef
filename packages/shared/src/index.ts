// First: it configures zod before any schema below is created.
import './zod-setup.js';

export * from './roles.js';
export * from './api-error.js';
export * from './auth/schemas.js';
export * from './auth/user.js';
export * from './access/routes.js';
export * from './access/permissions.js';
export * from './theme/brand-colors.js';
export * from './i18n/languages.js';
export * from './i18n/translate.js';
export * from './i18n/resources.js';
export * from './organizations/months.js';
export * from './organizations/schemas.js';
export * from './users/schemas.js';
export * from './inventory/status-machines.js';
export * from './inventory/schemas.js';
export * from './catalogue/catalogue-data.js';
export * from './catalogue/catalogue-search.js';
export * from './seasons/season.js';
export * from './seasons/tire-alert.js';
export * from './inventory/worker-actions.js';
export * from './reports/schemas.js';
export * from './notifications/schemas.js';
export * from './lists/pages.js';
export * from './lists/text-search.js';
