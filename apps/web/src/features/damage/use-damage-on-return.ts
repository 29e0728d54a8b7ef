import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DAMAGE_DESCRIPTION_MAX,
  DAMAGE_PHOTO_MAX_BYTES,
  DAMAGE_PHOTOS_MAX,
  type DamageItemKind,
} from '@toolyard/shared';
import { toast } from '@/lib/use-toast';
import { errorDetails } from '@/lib/api-error';
import { useUploadDamage } from './api';
import { shrinkPhoto } from './shrink-photo';

type DamagePhoto = { key: string; name: string; blob: Blob };
type DamageErrors = { description?: string | undefined; photos?: string | undefined };

/** What a return sends about damage: a report made just before, or a description alone. */
type ReturnDamage = { damageReportId?: number; damageDescription?: string };

let photoKeys = 0;

/**
 * The damage part of a worker's return (decision 0045). With photos, the report is sent first
 * (it needs the network) and the return names it; without, the description travels with the
 * return, so it can wait in the offline queue like the return itself.
 */
export const useDamageOnReturn = (kind: DamageItemKind, itemId: number) => {
  const { t } = useTranslation();
  const upload = useUploadDamage(kind);
  const [on, setOn] = useState(false);
  const [description, setDescriptionValue] = useState('');
  const [photos, setPhotos] = useState<DamagePhoto[]>([]);
  const [errors, setErrors] = useState<DamageErrors>({});
  // A report already sent for this return (its return failed after): sent again as the same.
  const [reportId, setReportId] = useState<number | null>(null);

  const changed = () => setReportId(null);
  const setDescription = (value: string) => {
    setDescriptionValue(value);
    setErrors((current) => ({ ...current, description: undefined }));
    changed();
  };
  const addPhotos = async (files: readonly File[]) => {
    const added = await Promise.all(
      files.map(async (file) => ({
        key: `photo-${(photoKeys += 1)}`,
        name: file.name,
        blob: await shrinkPhoto(file),
      })),
    );
    setPhotos((current) => [...current, ...added]);
    setErrors((current) => ({ ...current, photos: undefined }));
    changed();
  };
  const removePhoto = (key: string) => {
    setPhotos((current) => current.filter((photo) => photo.key !== key));
    setErrors((current) => ({ ...current, photos: undefined }));
    changed();
  };

  /** The draft's own problems, in the UI language; none when there are none. */
  const check = (online: boolean): DamageErrors => {
    const found: DamageErrors = {};
    const text = description.trim();
    if (!text) found.description = t('validation.damageDescriptionRequired');
    else if (text.length > DAMAGE_DESCRIPTION_MAX)
      found.description = t('validation.damageDescriptionMax');
    if (photos.length > DAMAGE_PHOTOS_MAX) found.photos = t('validation.damagePhotosMax');
    else if (photos.some((photo) => photo.blob.size > DAMAGE_PHOTO_MAX_BYTES))
      found.photos = t('errors.damagePhotoTooLarge');
    else if (photos.length > 0 && !online) found.photos = t('damage.photosNeedConnection');
    return found;
  };

  /**
   * What the return adds about damage, once the report with photos is sent; null when the draft
   * or the upload was refused (the fields then say why).
   */
  const prepare = async (online: boolean): Promise<ReturnDamage | null> => {
    if (!on) return {};
    const found = check(online);
    if (found.description || found.photos) {
      setErrors(found);
      return null;
    }
    const text = description.trim();
    if (photos.length === 0) return { damageDescription: text };
    if (reportId !== null) return { damageReportId: reportId };
    try {
      const created = await upload.mutateAsync({
        itemId,
        description: text,
        photos: photos.map((photo) => photo.blob),
      });
      setReportId(created.id);
      return { damageReportId: created.id };
    } catch (error) {
      const { message, fieldErrors } = errorDetails(error);
      setErrors({ description: fieldErrors.description, photos: fieldErrors.photos });
      toast({
        variant: 'destructive',
        title: t('damage.uploadFailed'),
        description: message ?? t('damage.uploadFailedDefault'),
      });
      return null;
    }
  };

  return {
    on,
    setOn,
    description,
    setDescription,
    photos,
    addPhotos,
    removePhoto,
    errors,
    prepare,
    uploading: upload.isPending,
  };
};

export type DamageOnReturn = ReturnType<typeof useDamageOnReturn>;
