import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The DOM build: it can flush a navigation synchronously (used when switching identities).
import { RouterProvider } from 'react-router/dom';
import './index.css';
import { i18nReady } from './i18n';
import { detectLanguage } from './i18n/detect-language';
import { applyBrandColors } from './lib/brand-colors';
import { preloadScreen } from './app/preload-screen';
import { Providers } from './app/providers';
import { router } from './app/router';

// Default colours until an organization's load; set before the first render so nothing flashes.
applyBrandColors();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

// The first screen's code downloads while the language chunk does.
preloadScreen(window.location.pathname);

// The first screen is rendered in its language, never in keys: wait for the language chunk.
void i18nReady.then(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
  void detectLanguage();
});
