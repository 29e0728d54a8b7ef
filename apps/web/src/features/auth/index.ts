// What other features and the shell may use of auth; its screens are in pages.ts.

// Changing one's password answers a new session, so the settings screen asks auth to do it.
export { useChangePasswordMutation } from './api';
