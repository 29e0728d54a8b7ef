import { useTranslation } from 'react-i18next';

/** The first focusable element: jumps keyboard users past the navigation (WCAG 2.4.1). */
export const SkipLink = ({ targetId }: { targetId: string }) => {
  const { t } = useTranslation();
  return (
    <a
      href={`#${targetId}`}
      onClick={(event) => {
        // Focus the target directly rather than changing the URL's hash under the router.
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-foreground focus:shadow-lg"
    >
      {t('nav.skipToContent')}
    </a>
  );
};
