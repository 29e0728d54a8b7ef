import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Hammer, LogIn } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LanguageSelect } from '@/components/ui/language-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { useDocumentTitle } from '@/lib/use-document-title';
import { sessionHasExpired } from '@/lib/session-return';
import { useTakeOverPrerender } from '@/lib/prerendered-sign-in';
import { HeroPanel } from './hero-panel';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type AuthTab = 'login' | 'register';

const linkClass = 'font-medium text-link underline underline-offset-4 hover:no-underline';

/** Sign-in and self-registration of organization admins. */
export const AuthPage = () => {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  // The tab lives in the URL, so the links below are real links and a shared URL opens the tab.
  const tab: AuthTab = searchParams.get('tab') === 'register' ? 'register' : 'login';
  const triggers = {
    login: useRef<HTMLButtonElement>(null),
    register: useRef<HTMLButtonElement>(null),
  };

  useDocumentTitle(tab === 'register' ? t('auth.registerTab') : t('auth.loginTab'));

  const expired = sessionHasExpired(searchParams);
  // Switching tabs keeps why the user is here and where they came from.
  const selectTab = (value: AuthTab, { flushSync = false } = {}) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'register') next.set('tab', 'register');
        else next.delete('tab');
        return next;
      },
      { replace: true, flushSync },
    );

  useTakeOverPrerender(tab, selectTab);

  // The link sits in the panel that is about to hide: keep keyboard focus on the visible tab.
  const focusTab = (target: AuthTab) => () => triggers[target].current?.focus();

  return (
    <div className="grid min-h-full lg:grid-cols-2">
      <main className="flex flex-col">
        <div className="flex items-center justify-end gap-2 p-4">
          <LanguageSelect />
          <ThemeToggle />
        </div>
        <div className="flex flex-1 items-start justify-center px-4 pb-12 sm:items-center">
          <div className="grid w-full max-w-md gap-6">
            <div className="flex items-center gap-3">
              <span className="flex size-12 items-center justify-center rounded-lg bg-primary-700 text-on-primary-700">
                <Hammer className="size-6" aria-hidden="true" />
              </span>
              <div>
                <h1 className="text-2xl font-bold">{t('app.name')}</h1>
                <p className="text-sm text-muted-foreground">{t('app.tagline')}</p>
              </div>
            </div>

            {expired && (
              <p
                role="status"
                className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
              >
                <LogIn className="size-4 shrink-0" aria-hidden="true" />
                {t('auth.sessionExpired')}
              </p>
            )}

            <Card className="p-6">
              <Tabs value={tab} onValueChange={selectTab}>
                <TabsList aria-label={t('auth.tabsLabel')} className="grid w-full grid-cols-2">
                  <TabsTrigger value="login" ref={triggers.login}>
                    {t('auth.loginTab')}
                  </TabsTrigger>
                  <TabsTrigger value="register" ref={triggers.register}>
                    {t('auth.registerTab')}
                  </TabsTrigger>
                </TabsList>

                {/* Both stay mounted, so switching tabs keeps what was typed. */}
                <TabsContent
                  value="login"
                  forceMount
                  className="grid gap-6 data-[state=inactive]:hidden"
                >
                  <CardHeader className="p-0">
                    <CardTitle>{t('auth.loginTitle')}</CardTitle>
                    <CardDescription>{t('auth.loginDescription')}</CardDescription>
                  </CardHeader>
                  <LoginForm />
                  <p className="text-center text-sm text-muted-foreground">
                    {t('auth.noAccount')}{' '}
                    <Link
                      to="?tab=register"
                      replace
                      className={linkClass}
                      onClick={focusTab('register')}
                    >
                      {t('auth.registerLink')}
                    </Link>
                  </p>
                </TabsContent>

                <TabsContent
                  value="register"
                  forceMount
                  className="grid gap-6 data-[state=inactive]:hidden"
                >
                  <CardHeader className="p-0">
                    <CardTitle>{t('auth.registerTitle')}</CardTitle>
                    <CardDescription>{t('auth.registerDescription')}</CardDescription>
                  </CardHeader>
                  <p className="rounded-md border border-border bg-muted p-3 text-sm">
                    {t('auth.adminNotice')}
                  </p>
                  <RegisterForm />
                  <p className="text-center text-sm text-muted-foreground">
                    {t('auth.haveAccount')}{' '}
                    <Link to="?" replace className={linkClass} onClick={focusTab('login')}>
                      {t('auth.loginLink')}
                    </Link>
                  </p>
                </TabsContent>
              </Tabs>
            </Card>
          </div>
        </div>
      </main>
      <HeroPanel />
    </div>
  );
};
