import sharp from 'sharp';
import type { App } from '../../src/app.js';
import { bearer } from './fixtures.js';

export type FormFile = { filename: string; contentType: string; content: Buffer };

/** A multipart form by hand: text fields, then files under `photos`. */
export const damageForm = (fields: Record<string, string | number>, photos: FormFile[] = []) => {
  const boundary = '----toolyard-damage-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const photo of photos) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="${photo.filename}"\r\nContent-Type: ${photo.contentType}\r\n\r\n`,
      ),
      photo.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

/** A small photo as a camera would send it: a JPEG with EXIF metadata (a copyright, an artist). */
export const cameraJpeg = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: '#B45309' } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Copyright: 'Secret Camera Owner', Artist: 'Hidden Artist' } })
    .toBuffer();

export const photoFile = (content: Buffer, filename = 'damage.jpg'): FormFile => ({
  filename,
  contentType: 'image/jpeg',
  content,
});

/** POST /api/damage-reports as `token`, whatever it answers. */
export const postDamage = (
  app: App,
  token: string,
  fields: Record<string, string | number>,
  photos: FormFile[] = [],
) => {
  const form = damageForm(fields, photos);
  return app.inject({
    method: 'POST',
    url: '/api/damage-reports',
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
};
