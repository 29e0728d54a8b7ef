/** What other modules may use of uploads (docs/architecture.md, "Boundaries the linter enforces"): the rest is its own. */
export { sniffImageType } from './image-type.js';
export { LOGO_GRACE_MS } from './logo-grace.js';
export { logoImagesOf } from './logo-images.js';
export { changeLogo } from './logo-ownership.js';
export { moveLogoFiles } from './move-logo-files.js';
export { uploadRoutes } from './routes.js';
