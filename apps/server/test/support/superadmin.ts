import type { Database } from '../../src/db/client.js';
import type { App } from '../../src/app.js';
import { ensureSuperadmin } from '../../src/modules/users/bootstrap-superadmin.js';
import { login } from './fixtures.js';

/** The platform superadmin of a test database (created once), signed in. */
export const superadmin = async (app: App, db: Database) => {
  const credentials = {
    username: 'platform-admin',
    email: 'platform@example.com',
    password: 'platform-password',
  };
  await ensureSuperadmin(db, credentials);
  return login(app, credentials.username, credentials.password);
};
