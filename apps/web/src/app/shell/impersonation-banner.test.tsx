// @vitest-environment component
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { beginImpersonation } from '@/lib/session';
import { renderScreen } from '@/test/render-screen';
import { organizationWithAdmin, withRealServer, workerOf } from '@/test/real-server';
import { ImpersonationBanner } from './impersonation-banner';

const server = withRealServer();

describe('the impersonation banner', () => {
  it('says whom the superadmin acts as, with the way back to their own account', async () => {
    const { admin } = await organizationWithAdmin(server.app);
    const worker = await workerOf(server.app, admin.token, { firstName: 'Wanda' });
    await renderScreen(<ImpersonationBanner />, { signedInAs: admin });
    // The acting identity, the signed-in one kept as the original (lib/session.ts).
    beginImpersonation(worker.token, worker.user);

    expect(
      await screen.findByText(`Acting as Wanda ${worker.user.lastName} (Worker)`),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Return to my account' })).toBeVisible();
  });
});
