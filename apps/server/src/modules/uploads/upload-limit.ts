import type { Executor } from '../../db/client.js';
import { rateLimited } from '../../lib/domain-errors.js';
import {
  clientAddressKey,
  hitWindow,
  secondsUntil,
  type WindowState,
} from '../../data/rate-limit.js';

/**
 * Every logo upload is decoded and re-encoded, and kept in the database until the maintenance
 * sweep finds it unused (modules/maintenance). A wizard needs a handful; these stop a loop
 * filling the database.
 * Counted per user (also an admin still without an organization) and per client address (one
 * address can register several such admins).
 */
export const LOGO_UPLOADS_PER_USER_PER_HOUR = 20;
export const LOGO_UPLOADS_PER_ADDRESS_PER_HOUR = 60;
const WINDOW_SECONDS = 3600;

const refuse = (window: WindowState) => {
  const seconds = secondsUntil(window.resetAt);
  return rateLimited('errors.tooManyUploads', seconds, { minutes: Math.ceil(seconds / 60) });
};

/** Counts an upload before its bytes are read, so a refused one costs neither decoding nor storage. */
export const countLogoUpload = async (db: Executor, userId: number, ip: string) => {
  const user = await hitWindow(db, `upload:logo:user:${userId}`, WINDOW_SECONDS);
  if (user.count > LOGO_UPLOADS_PER_USER_PER_HOUR) throw refuse(user);
  const client = await hitWindow(db, `upload:logo:client:${clientAddressKey(ip)}`, WINDOW_SECONDS);
  if (client.count > LOGO_UPLOADS_PER_ADDRESS_PER_HOUR) throw refuse(client);
};
