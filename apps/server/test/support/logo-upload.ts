import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { App } from '../../src/app.js';
import type { Database } from '../../src/db/client.js';
import { organizationLogos } from '../../src/db/schema.js';
import { logoNameOf } from '../../src/modules/uploads/logo-names.js';
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

/** The stored logo behind a logo URL (decision 0066); undefined when there is none. */
export const storedLogo = async (db: Database, url: string) => {
  const [row] = await db
    .select()
    .from(organizationLogos)
    .where(eq(organizationLogos.name, logoNameOf(url)!));
  return row;
};
