import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, organizationWithAdmin, register, workerOf } from '../support/fixtures.js';

let ctx: TestContext;
let adminToken: string;
beforeAll(async () => {
  ctx = await createTestApp();
  adminToken = (await register(ctx.app)).token;
});
afterAll(() => ctx.close());

/** A multipart body by hand: the file part named `field`, with the name and type the client claims. */
const multipart = (field: string, filename: string, contentType: string, content: Buffer) => {
  const boundary = '----toolyard-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

const upload = (token: string, body: ReturnType<typeof multipart>) =>
  ctx.app.inject({ method: 'POST', url: '/api/upload/logo', headers: { ...bearer(token), ...body.headers }, payload: body.payload });

const png = (width = 800, height = 400) =>
  sharp({ create: { width, height, channels: 4, background: '#1D4ED8' } }).png().toBuffer();

describe('POST /api/upload/logo', () => {
  it('re-encodes a PNG, stores it under a new name and serves it back as an image', async () => {
    const original = await png();
    const response = await upload(adminToken, multipart('logo', 'my logo.png', 'image/png', original));
    expect(response.statusCode).toBe(201);
    const { url } = response.json();
    expect(url).toMatch(/^\/uploads\/logos\/[a-f0-9-]{36}\.png$/);

    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('png');
    // Scaled to at most 512 px, so these are our pixels, not the uploaded bytes.
    expect([meta.width, meta.height]).toEqual([512, 256]);
  });

  it('accepts a JPEG and answers a PNG', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#F59E0B' } }).jpeg().toBuffer();
    const response = await upload(adminToken, multipart('logo', 'logo.jpg', 'image/jpeg', jpeg));
    expect(response.statusCode).toBe(201);
  });

  it('refuses an SVG, even one claiming to be a PNG', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const body of [multipart('logo', 'logo.svg', 'image/svg+xml', svg), multipart('logo', 'logo.png', 'image/png', svg)]) {
      const response = await upload(adminToken, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Only PNG, JPEG, GIF or WebP images can be uploaded');
    }
  });

  it('refuses an HTML file named .png', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>document.cookie</script></body></html>');
    const response = await upload(adminToken, multipart('logo', 'innocent.png', 'image/png', html));
    expect(response.statusCode).toBe(400);
  });

  it('refuses a file with an image signature that is not really an image', async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really a png')]);
    const response = await upload(adminToken, multipart('logo', 'fake.png', 'image/png', fake));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The image could not be read');
  });

  it('refuses a file over 2 MB with 413', async () => {
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const response = await upload(adminToken, multipart('logo', 'big.png', 'image/png', big));
    expect(response.statusCode).toBe(413);
  });

  it('refuses a request without the logo field', async () => {
    const response = await upload(adminToken, multipart('picture', 'logo.png', 'image/png', await png(10, 10)));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Choose an image to upload');
  });

  it('is for admins only', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const worker = await workerOf(ctx.app, admin.token);
    expect((await upload(worker.token, multipart('logo', 'l.png', 'image/png', await png(10, 10)))).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/upload/logo', ...multipart('logo', 'l.png', 'image/png', await png(10, 10)) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('serves nothing for names that are not ours', async () => {
    for (const url of ['/uploads/logos/../../etc/passwd', '/uploads/logos/%2e%2e%2fsecret.png', '/uploads/logos/00000000-0000-0000-0000-000000000000.png']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
