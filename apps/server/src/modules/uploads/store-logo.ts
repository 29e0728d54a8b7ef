import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Executor } from '../../db/client.js';
import { invalidField } from '../../lib/domain-errors.js';
import { sniffImageType } from './image-type.js';
import { insertLogo } from './insert-logo.js';
import { logoUrlOf } from './logo-names.js';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
const LOGO_MAX_EDGE = 512;
// A tiny file can still decompress to gigapixels: refuse anything bigger than ~40 megapixels.
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Checks the bytes are an image, then re-encodes them as a fresh PNG (at most 512 px, no
 * metadata) under a random name: what we serve is pixels we wrote, never the uploaded file.
 * Kept in the database (decision 0066), as the uploader's organization's; an upload made
 * before the organization exists belongs to the one that first saves it as its logo.
 */
export const storeLogo = async (
  db: Executor,
  organizationId: number | null,
  bytes: Buffer,
): Promise<{ url: string }> => {
  if (!sniffImageType(bytes)) throw invalidField('logo', 'errors.uploadNotImage');

  let png: Buffer;
  try {
    png = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(LOGO_MAX_EDGE, LOGO_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw invalidField('logo', 'errors.uploadUnreadable');
  }

  const name = randomUUID();
  await insertLogo(db, { name, organizationId, png });
  return { url: logoUrlOf(name) };
};
