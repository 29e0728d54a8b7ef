/**
 * An upload is kept this long before it may be removed as unused: the organization wizard uploads
 * the logo as soon as it is chosen, before the organization exists (or is saved).
 */
export const LOGO_GRACE_MS = 60 * 60_000;
