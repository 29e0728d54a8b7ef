import { useTranslation } from 'react-i18next';
import { ImageOff } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { useDamagePhoto } from './use-damage-photo';

type DamagePhotoThumbnailProps = {
  photoId: number;
  /** Says which photo of which report, for the image's text and the link's name. */
  label: string;
};

/** A photo of a damage report, small; opening it shows it whole in a new tab. */
export const DamagePhotoThumbnail = ({ photoId, label }: DamagePhotoThumbnailProps) => {
  const { t } = useTranslation();
  const photo = useDamagePhoto(photoId);
  const frame =
    'flex size-28 items-center justify-center overflow-hidden rounded-md border border-border bg-muted';
  if (photo.status === 'loading')
    return (
      <div className={frame}>
        <Spinner className="p-0" />
      </div>
    );
  if (photo.status === 'failed')
    return (
      <div className={frame} role="img" aria-label={t('damage.photoFailed', { label })}>
        <ImageOff className="size-6 text-muted-foreground" aria-hidden="true" />
      </div>
    );
  return (
    <a
      href={photo.url}
      target="_blank"
      rel="noreferrer"
      className={`${frame} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring`}
      aria-label={t('damage.openPhoto', { label })}
    >
      <img src={photo.url} alt={label} className="size-full object-cover" />
    </a>
  );
};
