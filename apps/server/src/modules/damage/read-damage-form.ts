import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  DAMAGE_PHOTOS_MAX,
  damageReportFieldsSchema,
  type DamageReportFields,
} from '@toolyard/shared';
import { DomainError, invalid, invalidField } from '../../lib/domain-errors.js';
import { hasControlCharacters } from '../../lib/control-characters.js';

export type DamageForm = { fields: DamageReportFields; photos: Buffer[] };

const TEXT_FIELDS = new Set(['kind', 'itemId', 'description']);

/** A zod refusal as the API words every other: one i18n key per field, the only one as headline. */
const refusalOf = (error: z.ZodError) => {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    fieldErrors[field] ??= /^validation\.\w+$/.test(issue.message)
      ? issue.message
      : 'validation.invalidValue';
  }
  const keys = Object.values(fieldErrors);
  return invalid(keys.length === 1 ? keys[0]! : 'errors.validation', fieldErrors);
};

const tooLargePhoto = () =>
  new DomainError('payload_too_large', 'errors.damagePhotoTooLarge', {
    fieldErrors: { photos: 'errors.damagePhotoTooLarge' },
  });

/**
 * The multipart form of a damage report: its text fields and its photos (field `photos`, up to
 * three). The multipart limits (routes.ts) stop a fourth file or a photo over 5 MB while it is
 * still arriving; both are answered with the field's error, and nothing is kept.
 */
export const readDamageForm = async (request: FastifyRequest): Promise<DamageForm> => {
  const texts: Record<string, string> = {};
  const photos: Buffer[] = [];
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname === 'photos') photos.push(await part.toBuffer());
          else part.file.resume();
        } else if (TEXT_FIELDS.has(part.fieldname) && typeof part.value === 'string') {
          texts[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLargePhoto();
      if (code === 'FST_FILES_LIMIT') throw invalidField('photos', 'validation.damagePhotosMax');
      throw error;
    }
  }
  // The guard at the door reads JSON bodies, not a form's parts: the same rule, here.
  const withControl = Object.keys(texts).find((field) => hasControlCharacters(texts[field]!));
  if (withControl) throw invalidField(withControl, 'validation.controlCharacters');
  if (photos.length > DAMAGE_PHOTOS_MAX) throw invalidField('photos', 'validation.damagePhotosMax');
  if (photos.some((photo) => photo.length === 0))
    throw invalidField('photos', 'errors.damagePhotoNotImage');
  const parsed = damageReportFieldsSchema.safeParse(texts);
  if (!parsed.success) throw refusalOf(parsed.error);
  return { fields: parsed.data, photos };
};
