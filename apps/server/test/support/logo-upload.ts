import path from 'node:path';
import sharp from 'sharp';
import type { App } from '../../src/app.js';
import { logosDir } from '../../src/modules/uploads/store-logo.js';
import { bearer } from './fixtures.js';

/** A multipart body by hand: the file part named `field`, with the name and type the client claims. */
export const multipart = (
  field: string,
  filename: string,
  contentType: string,
  content: Buffer,
) => {
  const boundary = '----toolyard-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

export const png = (width = 800, height = 400) =>
  sharp({ create: { width, height, channels: 4, background: '#1D4ED8' } })
    .png()
    .toBuffer();

export const uploadLogo = (
  app: App,
  token: string,
  body: ReturnType<typeof multipart>,
  remoteAddress?: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/upload/logo',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
    remoteAddress,
  });

/** Uploads a small PNG as `token`, expecting 201; answers the URL to save as a logoUrl. */
export const uploadedLogoUrl = async (app: App, token: string): Promise<string> => {
  const response = await uploadLogo(
    app,
    token,
    multipart('logo', 'logo.png', 'image/png', await png(10, 10)),
  );
  if (response.statusCode !== 201)
    throw new Error(`logo upload failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { url: string }).url;
};

/** Where the server keeps the file behind a logo URL. */
export const logoFile = (dataDir: string, url: string) =>
  path.join(logosDir(dataDir), path.basename(url));
