import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, organizationWithAdmin, register, workerOf } from '../support/fixtures.js';
import { multipart, png, uploadLogo } from '../support/logo-upload.js';
import { organizationLogos } from '../../src/db/schema.js';
import {
  LOGO_UPLOADS_PER_ADDRESS_PER_HOUR,
  LOGO_UPLOADS_PER_USER_PER_HOUR,
} from '../../src/modules/uploads/upload-limit.js';

let ctx: TestContext;
let adminToken: string;
beforeAll(async () => {
  ctx = await createTestApp();
  adminToken = (await register(ctx.app)).token;
});
afterAll(() => ctx.close());

const upload = (token: string, body: ReturnType<typeof multipart>, remoteAddress?: string) =>
  uploadLogo(ctx.app, token, body, remoteAddress);

const storedLogos = async () =>
  (await ctx.db.select({ value: count() }).from(organizationLogos))[0]!.value;

describe('POST /api/upload/logo', () => {
  it('re-encodes a PNG, stores it under a new name and serves it back as an image', async () => {
    const original = await png();
    const response = await upload(
      adminToken,
      multipart('logo', 'my logo.png', 'image/png', original),
    );
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
    const jpeg = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#F59E0B' },
    })
      .jpeg()
      .toBuffer();
    const response = await upload(adminToken, multipart('logo', 'logo.jpg', 'image/jpeg', jpeg));
    expect(response.statusCode).toBe(201);
  });

  it('refuses an SVG, even one claiming to be a PNG', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (const body of [
      multipart('logo', 'logo.svg', 'image/svg+xml', svg),
      multipart('logo', 'logo.png', 'image/png', svg),
    ]) {
      const response = await upload(adminToken, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Only PNG, JPEG, GIF or WebP images can be uploaded');
    }
  });

  it('refuses an HTML file named .png', async () => {
    const html = Buffer.from(
      '<!doctype html><html><body><script>document.cookie</script></body></html>',
    );
    const response = await upload(adminToken, multipart('logo', 'innocent.png', 'image/png', html));
    expect(response.statusCode).toBe(400);
  });

  it('refuses a file with an image signature that is not really an image', async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('not really a png'),
    ]);
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
    const response = await upload(
      adminToken,
      multipart('picture', 'logo.png', 'image/png', await png(10, 10)),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Choose an image to upload');
  });

  it('is for admins only', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const worker = await workerOf(ctx.app, admin.token);
    expect(
      (await upload(worker.token, multipart('logo', 'l.png', 'image/png', await png(10, 10))))
        .statusCode,
    ).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/logo',
      ...multipart('logo', 'l.png', 'image/png', await png(10, 10)),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('serves nothing for names that are not ours', async () => {
    for (const url of [
      '/uploads/logos/../../etc/passwd',
      '/uploads/logos/%2e%2e%2fsecret.png',
      '/uploads/logos/00000000-0000-0000-0000-000000000000.png',
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('logo upload limits', () => {
  const small = async () => multipart('logo', 'logo.png', 'image/png', await png(10, 10));

  it(`refuses a user's upload beyond ${LOGO_UPLOADS_PER_USER_PER_HOUR} an hour with 429 and Retry-After, and stores nothing for it`, async () => {
    // An admin still without an organization, as in the setup wizard: may upload, within the limit.
    const newcomer = await register(ctx.app);
    for (let i = 0; i < LOGO_UPLOADS_PER_USER_PER_HOUR; i += 1) {
      expect((await upload(newcomer.token, await small())).statusCode).toBe(201);
    }
    const before = await storedLogos();

    const refused = await upload(newcomer.token, await small());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many uploads\. Please try again in \d+ minutes\.$/),
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await storedLogos()).toBe(before);

    // In the caller's language, and only for that user.
    const body = await small();
    const german = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/logo',
      headers: { ...bearer(newcomer.token), ...body.headers, 'accept-language': 'de' },
      payload: body.payload,
    });
    expect(german.json().message).toMatch(/^Zu viele hochgeladene Bilder/);
    expect((await upload((await register(ctx.app)).token, await small())).statusCode).toBe(201);
  });

  it(`refuses one address beyond ${LOGO_UPLOADS_PER_ADDRESS_PER_HOUR} uploads an hour, whichever users it signs up`, async () => {
    const address = '203.0.113.50';
    const users = await Promise.all(
      Array.from(
        { length: LOGO_UPLOADS_PER_ADDRESS_PER_HOUR / LOGO_UPLOADS_PER_USER_PER_HOUR + 1 },
        () => register(ctx.app),
      ),
    );
    for (const user of users.slice(0, -1)) {
      for (let i = 0; i < LOGO_UPLOADS_PER_USER_PER_HOUR; i += 1) {
        expect((await upload(user.token, await small(), address)).statusCode).toBe(201);
      }
    }
    const before = await storedLogos();
    const fresh = users.at(-1)!;
    const refused = await upload(fresh.token, await small(), address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedLogos()).toBe(before);
    expect((await upload(fresh.token, await small(), '198.51.100.50')).statusCode).toBe(201);
  });
});
