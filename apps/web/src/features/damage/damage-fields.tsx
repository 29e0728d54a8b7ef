import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Camera, X } from 'lucide-react';
import { DAMAGE_DESCRIPTION_MAX, DAMAGE_PHOTO_ACCEPT, DAMAGE_PHOTOS_MAX } from '@toolyard/shared';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import type { DamageOnReturn } from './use-damage-on-return';

type DamageFieldsProps = {
  damage: DamageOnReturn;
  online: boolean;
  disabled: boolean;
};

/**
 * "Something is damaged" on a return dialog: what happened, and up to three photos. Photos need
 * the network; offline the dialog says so and the description alone goes with the return.
 */
export const DamageFields = ({ damage, online, disabled }: DamageFieldsProps) => {
  const { t } = useTranslation();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const full = damage.photos.length >= DAMAGE_PHOTOS_MAX;
  const photosHintId = `${id}-photos-hint`;
  const photosErrorId = `${id}-photos-error`;

  return (
    <fieldset className="grid gap-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">{t('damage.legend')}</legend>
      <CheckboxField
        label={t('damage.report')}
        checked={damage.on}
        disabled={disabled}
        onChange={(event) => damage.setOn(event.target.checked)}
      />
      {damage.on && (
        <>
          <FormField
            id={`${id}-description`}
            label={t('damage.description')}
            error={damage.errors.description}
          >
            <Textarea
              rows={3}
              maxLength={DAMAGE_DESCRIPTION_MAX}
              aria-required="true"
              disabled={disabled}
              value={damage.description}
              onChange={(event) => damage.setDescription(event.target.value)}
            />
          </FormField>
          <div className="grid gap-2">
            <input
              ref={fileInput}
              id={`${id}-photos`}
              type="file"
              accept={DAMAGE_PHOTO_ACCEPT}
              multiple
              // The button below opens it: one large, labelled target.
              className="hidden"
              onChange={(event) => {
                const files = Array.from(event.target.files ?? []);
                event.target.value = '';
                void damage.addPhotos(files);
              }}
            />
            <div>
              <Button
                type="button"
                variant="outline"
                disabled={disabled || !online || full}
                aria-describedby={[photosHintId, damage.errors.photos && photosErrorId]
                  .filter(Boolean)
                  .join(' ')}
                onClick={() => fileInput.current?.click()}
              >
                <Camera aria-hidden="true" />
                {t('damage.addPhotos')}
              </Button>
            </div>
            <p id={photosHintId} className="text-xs text-muted-foreground">
              {online ? t('damage.photosHint') : t('damage.offlineHint')}
            </p>
            {damage.photos.length > 0 && (
              <ul className="grid gap-1" aria-label={t('damage.chosenPhotos')}>
                {damage.photos.map((photo) => (
                  <li key={photo.key} className="flex items-center justify-between gap-2 text-sm">
                    <span className="min-w-0 truncate">{photo.name}</span>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      disabled={disabled}
                      aria-label={t('damage.removePhoto', { name: photo.name })}
                      onClick={() => damage.removePhoto(photo.key)}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {damage.errors.photos && (
              <p id={photosErrorId} role="alert" className="text-sm font-medium text-danger">
                {damage.errors.photos}
              </p>
            )}
          </div>
        </>
      )}
    </fieldset>
  );
};
