import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import en from '@toolyard/shared/locales/en.json';
import { AuthPage } from '@/features/auth/auth-page';
import { SessionContext, type SessionContextValue } from '@/lib/session-context';

/** Nobody is signed in on the page painted before the scripts run; nothing here is ever called. */
const signedOut: SessionContextValue = {
  user: null,
  isImpersonating: false,
  login: () => undefined,
  logout: async () => undefined,
  refreshUser: async () => null,
  impersonate: async () => undefined,
  releaseImpersonation: async () => undefined,
};

/**
 * The sign-in page as HTML, in English, for index.html (decision 0041): the browser paints it
 * from the first response, before any script has arrived, and the app takes over when it starts.
 * Run at build time by scripts/prerender.mjs, never in the browser.
 */
export const renderSignInMarkup = async (): Promise<string> => {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <SessionContext.Provider value={signedOut}>
          <MemoryRouter initialEntries={['/auth']}>
            <Routes>
              <Route path="/auth" element={<AuthPage />} />
            </Routes>
          </MemoryRouter>
        </SessionContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
};
