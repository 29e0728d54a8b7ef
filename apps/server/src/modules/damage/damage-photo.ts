import sharp from 'sharp';
import { invalidField } from '../../lib/domain-errors.js';
import { sniffImageType } from '../uploads/index.js';

/** Long enough to read a scratch or a crack, small enough to keep and to print in a report. */
const MAX_EDGE = 1600;
const QUALITY = 80;
// As for logos: a small file can decompress to gigapixels; nothing above ~40 megapixels is read.
const MAX_INPUT_PIXELS = 40_000_000;

export type EncodedPhoto = {
  image: Buffer;
  contentType: 'image/jpeg';
  width: number;
  height: number;
};

/**
 * Checks an uploaded photo is an image by its bytes, then writes it afresh as a JPEG: turned the
 * way the camera held it, at most 1600 px on its longest edge, without any of the file's metadata
 * (no GPS position, no camera serial). What is kept and served is pixels we wrote.
 */
export const encodeDamagePhoto = async (bytes: Buffer): Promise<EncodedPhoto> => {
  if (!sniffImageType(bytes)) throw invalidField('photos', 'errors.damagePhotoNotImage');
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
      animated: false,
    })
      .rotate()
      .resize(MAX_EDGE, MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
      // A transparent PNG gets a white ground rather than JPEG's black.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { image: data, contentType: 'image/jpeg', width: info.width, height: info.height };
  } catch {
    throw invalidField('photos', 'errors.damagePhotoUnreadable');
  }
};
