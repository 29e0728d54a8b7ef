import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { invalidField } from '../../lib/domain-errors.js';
import { sniffImageType } from './image-type.js';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
const LOGO_MAX_EDGE = 512;
// A tiny file can still decompress to gigapixels: refuse anything bigger than ~40 megapixels.
const MAX_INPUT_PIXELS = 40_000_000;

export const logosDir = (dataDir: string) => path.join(dataDir, 'uploads', 'logos');

/**
 * Checks the bytes are an image, then re-encodes them as a fresh PNG (at most 512 px, no
 * metadata) under a random name: what we serve is pixels we wrote, never the uploaded file.
 */
export const storeLogo = async (dataDir: string, bytes: Buffer): Promise<{ url: string }> => {
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

  const name = `${randomUUID()}.png`;
  const dir = logosDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), png, { mode: 0o644 });
  return { url: `/uploads/logos/${name}` };
};
