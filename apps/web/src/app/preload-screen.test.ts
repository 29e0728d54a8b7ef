// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

// What started loading, in order; the chunks themselves are not what is tested.
const started = vi.hoisted(() => [] as string[]);

// The shell's chunk: registered anew for each test, as the modules are reset between them.
const mockShell = () =>
  vi.doMock('./shell/app-shell', () => {
    started.push('shell');
    return {
      loadScreen: (route: string) => {
        started.push(route);
        return new Promise(() => undefined);
      },
    };
  });
vi.mock('@/features/auth/pages', () => ({
  loadAuthPage: () => {
    started.push('auth');
    return new Promise(() => undefined);
  },
}));

const signIn = () => {
  localStorage.setItem('auth_token', 'token');
  localStorage.setItem(
    'user',
    JSON.stringify({
      id: 7,
      username: 'mira',
      email: 'mira@example.com',
      emailVerified: true,
      firstName: 'Mira',
      lastName: 'Gashi',
      role: 'worker',
      organizationId: 2,
      organization: { id: 2, name: 'North Yard' },
    }),
  );
};

/** Time for a started dynamic import to reach its module (vitest loads it asynchronously). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('preloadScreen', () => {
  beforeEach(() => {
    started.length = 0;
    localStorage.clear();
    vi.resetModules();
    mockShell();
  });

  it.each([
    ['/my-stuff', '/my-stuff', 'a route of the table'],
    ['/', '/my-stuff', "`/`, as the role's home screen"],
    ['/reports/42', '/reports/:id', 'a path matched by its pattern'],
  ])(
    'starts the shell at once and the screen through it once its chunk is in: %s → %s (%s)',
    async (path, screen) => {
      signIn();
      const { preloadScreen } = await import('./preload-screen');
      preloadScreen(path);
      await vi.waitFor(() => expect(started).toEqual(['shell', screen]));
    },
  );

  it('starts only the shell where the route has no screen of its own (it shows the home screen)', async () => {
    signIn();
    const { preloadScreen } = await import('./preload-screen');
    preloadScreen('/dashboard');
    await settle();
    expect(started).toEqual(['shell']);
  });

  it('starts the sign-in page, and no shell, when nobody is signed in', async () => {
    const { preloadScreen } = await import('./preload-screen');
    preloadScreen('/my-stuff');
    await settle();
    expect(started).toEqual(['auth']);
  });
});
