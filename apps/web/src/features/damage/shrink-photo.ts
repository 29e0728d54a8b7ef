import { DAMAGE_PHOTO_MAX_BYTES } from '@toolyard/shared';

/** The server keeps 1600 px at most; a little more leaves it room to scale well. */
const MAX_EDGE = 2048;

/**
 * A phone's photo over the 5 MB the server takes, made smaller on the phone before it is sent:
 * scaled to 2048 px and written as a JPEG. A photo already small enough, or one the browser
 * cannot draw, is sent as it is (the server then says what is wrong with it).
 */
export const shrinkPhoto = async (file: Blob): Promise<Blob> => {
  if (file.size <= DAMAGE_PHOTO_MAX_BYTES || typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, MAX_EDGE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const shrunk = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.85),
    );
    return shrunk && shrunk.size < file.size ? shrunk : file;
  } catch {
    return file;
  }
};
