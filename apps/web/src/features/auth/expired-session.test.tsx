// @vitest-environment component
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { apiRequest } from '@/lib/api-client';
import { renderScreen } from '@/test/render-screen';
import { organizationWithAdmin, withRealServer } from '@/test/real-server';
import { AuthPage } from './auth-page';

const server = withRealServer();

/** A signed-in page that loads something, and the sign-in page at /auth. */
const Screens = () => {
  const { pathname } = useLocation();
  return pathname === '/auth' ? <AuthPage /> : <ToolsProbe />;
};
const ToolsProbe = () => {
  useQuery({ queryKey: ['/api/tools'], queryFn: () => apiRequest('GET', '/api/tools') });
  return <p>Signed-in page</p>;
};

describe('a session the server has ended', () => {
  it('lands on /auth saying so, and signing in again returns to the page', async () => {
    const { admin } = await organizationWithAdmin(server.app);
    // Ended on the server (expired, or signed out elsewhere) while the browser still holds it.
    const { status } = await server.request('POST', '/api/auth/logout', admin.token);
    expect(status).toBeLessThan(300);
    const { user, router } = await renderScreen(<Screens />, {
      signedInAs: admin,
      at: '/tools?status=available',
    });

    expect(await screen.findByText('Your session has ended — please sign in again.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/auth');

    const signIn = within(screen.getByRole('tabpanel', { name: 'Login' }));
    await user.type(signIn.getByLabelText('Username'), admin.username);
    await user.type(signIn.getByLabelText('Password'), admin.password);
    await user.click(signIn.getByRole('button', { name: 'Login' }));

    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/tools?status=available',
      ),
    );
  });
});
