import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The DOM build: it can flush a navigation synchronously (used when switching identities).
import { RouterProvider } from 'react-router/dom';
import './index.css';
import { i18nReady } from './i18n';
import { detectLanguage } from './i18n/detect-language';
import { nextTask } from './lib/next-task';
import { warmUpForData, warmUpRendering } from './app/warm-up';
import { preloadScreen } from './app/preload-screen';
import { Providers } from './app/providers';
import { router } from './app/router';
import { takeOverFirstScreen } from './prerender/first-screen';
import { dropUnfittingPrerender } from './lib/prerendered-sign-in';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

// The sign-in page painted from index.html stays only where the app will show that very page.
dropUnfittingPrerender();
// The first screen painted from index.html stays until the app has its own to show.
takeOverFirstScreen(root);

// The first screen's code downloads while the language chunk does; started in a task of its own,
// as the start-up's module evaluation is a long one already.
setTimeout(() => preloadScreen(window.location.pathname), 0);

// The first screen is rendered in its language, never in keys: wait for the language chunk.
void i18nReady.then(async () => {
  await warmUpRendering();
  // The render in a task of its own too.
  await nextTask();
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread until the whole screen is built: a tap or a keystroke meanwhile is
  // answered (decision 0041: total blocking time on a slow phone).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
  void detectLanguage();
  await warmUpForData();
});
