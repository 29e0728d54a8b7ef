import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Hammer } from 'lucide-react';

type OrganizationMarkProps = { name: string | null; logoUrl: string | null };

/** The organization's logo and name, or the default icon and the app name. */
export const OrganizationMark = ({ name, logoUrl }: OrganizationMarkProps) => {
  const { t } = useTranslation();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const displayName = name || t('app.name');
  // A logo that does not load (moved, deleted) falls back to the icon instead of a broken image.
  const showLogo = Boolean(logoUrl) && failedUrl !== logoUrl;

  return (
    <div className="flex min-w-0 items-center gap-3">
      {showLogo ? (
        <img
          src={logoUrl ?? undefined}
          alt={t('nav.organizationLogo', { name: displayName })}
          className="size-10 shrink-0 rounded-md object-contain"
          onError={() => setFailedUrl(logoUrl)}
        />
      ) : (
        <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary-700 text-on-primary-700">
          <Hammer className="size-5" aria-hidden="true" />
        </span>
      )}
      <span className="truncate text-lg font-bold">{displayName}</span>
    </div>
  );
};
