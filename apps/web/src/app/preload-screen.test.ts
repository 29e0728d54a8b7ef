// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

// What started loading, in order; the chunks themselves are not what is tested.
const started = vi.hoisted(() => [] as string[]);
const nextTaskGate = vi.hoisted(() => ({ open: () => undefined as void }));

vi.mock('@/lib/next-task', () => ({
  nextTask: () =>
    new Promise<void>((resolve) => {
      nextTaskGate.open = resolve;
    }),
}));
vi.mock('./shell/app-shell', () => {
  started.push('shell');
  return {};
});
vi.mock('./routes', () => ({
  ROUTES: {
    '/my-stuff': {
      titleKey: 'pages.myStuff',
      page: () => {
        started.push('my-stuff');
        return new Promise(() => undefined);
      },
    },
  },
  ROUTE_PATHS: ['/my-stuff'],
}));
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
  });

  it("starts the screen's chunks at once and the shell's only in a task of its own", async () => {
    signIn();
    const { preloadScreen } = await import('./preload-screen');
    preloadScreen('/my-stuff');
    expect(started).toEqual(['my-stuff']);
    await settle();
    // Each preload adds a link per chunk: together they were one long task on a slow phone.
    expect(started).toEqual(['my-stuff']);
    nextTaskGate.open();
    await vi.waitFor(() => expect(started).toEqual(['my-stuff', 'shell']));
  });

  it('starts the sign-in page, and no shell, when nobody is signed in', async () => {
    const { preloadScreen } = await import('./preload-screen');
    preloadScreen('/my-stuff');
    nextTaskGate.open();
    await settle();
    expect(started).toEqual(['auth']);
  });
});
