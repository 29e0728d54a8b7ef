import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LANGUAGES, type Language } from '@toolyard/shared';
import en from '@toolyard/shared/locales/en.json';
import de from '@toolyard/shared/locales/de.json';
import tr from '@toolyard/shared/locales/tr.json';
import sq from '@toolyard/shared/locales/sq.json';
import bsHrSr from '@toolyard/shared/locales/bs-hr-sr.json';
import { htmlLang } from '@/i18n';
import { FIRST_SCREENS, type FirstScreen } from './first-screen';

type Texts = Record<Language, Record<string, string>>;

const MESSAGES: Record<Language, Record<string, unknown>> = { en, de, tr, sq, 'bs-hr-sr': bsHrSr };

/** A text in every language; CSS shows the one theme-init.js chose (data-start-language). */
const InEveryLanguage = ({ texts, textKey }: { texts: Texts; textKey: string }) => (
  <>
    {LANGUAGES.map((language) => (
      <span key={language} data-lang={language} lang={htmlLang(language)}>
        {texts[language][textKey]}
      </span>
    ))}
  </>
);

/** The screen's own heading, with the classes of the page's heading (same place, same size). */
const Heading = ({ screen, texts }: { screen: FirstScreen; texts: Texts }): ReactNode => {
  const { titleKey, introKey } = FIRST_SCREENS[screen];
  const title = (
    <h1 className="text-2xl font-bold tracking-tight">
      <InEveryLanguage texts={texts} textKey={titleKey} />
    </h1>
  );
  if (screen === 'my-stuff') {
    return (
      <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
        <div className="grid gap-1">
          {title}
          {introKey && (
            <p className="text-sm text-muted-foreground">
              <InEveryLanguage texts={texts} textKey={introKey} />
            </p>
          )}
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6">
      {/* As tall as the page's "Organization settings" button beside its heading (on a phone it
          wraps under it). */}
      <div className="flex flex-wrap items-center justify-between gap-3 sm:min-h-10">{title}</div>
    </div>
  );
};

/**
 * The signed-in layout as the shell lays it out (sidebar from 768 px, header, the screen, the
 * phone's bottom bar), empty but for the screen's title: no landmarks or controls, since it is
 * only ever on screen until the app's own shell replaces it.
 */
const Frame = ({ screen, texts }: { screen: FirstScreen; texts: Texts }) => (
  <div data-screen={screen} className="flex h-dvh">
    <div className="hidden w-64 shrink-0 border-r border-border bg-card md:block" />
    <div className="flex min-w-0 flex-1 flex-col">
      <div className="border-b border-border bg-card">
        <div className="flex h-16 items-center gap-1 px-2 sm:gap-2 sm:px-4 md:px-6">
          {/* Where the phone's menu button sits. */}
          <div className="size-10 shrink-0 md:hidden" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-base font-semibold sm:text-lg">
              <InEveryLanguage texts={texts} textKey={FIRST_SCREENS[screen].titleKey} />
            </p>
            {/* The line naming the organization's theme, from 768 px. */}
            <div className="hidden h-4 md:block" />
          </div>
        </div>
      </div>
      <div className="flex-1 p-4 pb-24 md:p-6">
        <Heading screen={screen} texts={texts} />
      </div>
    </div>
    <div className="fixed inset-x-0 bottom-0 h-16 border-t border-border bg-card md:hidden" />
  </div>
);

const lookUp = (messages: Record<string, unknown>, key: string): string => {
  const value = key.split('.').reduce<unknown>((node, part) => {
    return typeof node === 'object' && node !== null
      ? (node as Record<string, unknown>)[part]
      : undefined;
  }, messages);
  if (typeof value !== 'string') throw new Error(`no text for ${key}`);
  return value;
};

/**
 * The first screens of a worker and an org admin, framed as the shell frames them, in every
 * language, for index.html: the phone paints the screen's title from the first
 * response, before ~250 kB of script. Run at build time by scripts/prerender.mjs.
 */
export const renderFirstScreenMarkup = (): string => {
  const keys = Object.values(FIRST_SCREENS).flatMap(({ titleKey, introKey }) =>
    introKey ? [titleKey, introKey] : [titleKey],
  );
  const texts = {} as Texts;
  for (const language of LANGUAGES) {
    const messages = MESSAGES[language];
    texts[language] = Object.fromEntries(keys.map((key) => [key, lookUp(messages, key)]));
  }
  return renderToStaticMarkup(
    <>
      {(Object.keys(FIRST_SCREENS) as FirstScreen[]).map((screen) => (
        <Frame key={screen} screen={screen} texts={texts} />
      ))}
    </>,
  );
};
