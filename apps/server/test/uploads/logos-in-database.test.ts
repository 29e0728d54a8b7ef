import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { organizations } from '../../src/db/schema.js';
import { legacyLogosDir, moveLogoFiles } from '../../src/modules/uploads/move-logo-files.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import {
  bearer,
  branchWithSite,
  create,
  organizationInput,
  organizationWithAdmin,
  register,
  workerOf,
} from '../support/fixtures.js';
import { multipart, png, storedLogo, uploadLogo, uploadedLogoUrl } from '../support/logo-upload.js';
import { pdfImages } from '../labels/pdf-pages.js';

/* Logos live in PostgreSQL (docs/decisions/0066-logos-in-the-database.md). */

let ctx: TestContext;
const scratch: string[] = [];
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
});

const HOUR = 3_600_000;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });
const quiet = { warn: () => undefined };

const setLogo = (token: string, organizationId: number, logoUrl: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/organizations/${organizationId}`,
    headers: bearer(token),
    payload: { logoUrl },
  });

/** A folder as an earlier release left DATA_DIR: logo files under uploads/logos. */
const oldDataDir = () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolyard-old-data-'));
  scratch.push(dataDir);
  fs.mkdirSync(legacyLogosDir(dataDir), { recursive: true });
  return dataDir;
};

const writeOldLogo = async (dataDir: string, options: { ageMs?: number } = {}) => {
  const name = randomUUID();
  const bytes = await png(30, 20);
  const file = path.join(legacyLogosDir(dataDir), `${name}.png`);
  fs.writeFileSync(file, bytes);
  if (options.ageMs) {
    const then = new Date(Date.now() - options.ageMs);
    fs.utimesSync(file, then, then);
  }
  return { name, url: `/uploads/logos/${name}.png`, bytes, file };
};

describe('serving a logo from the database', () => {
  it('answers the stored PNG with a strong ETag of its bytes, cached for a year as immutable', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const url = await uploadedLogoUrl(ctx.app, admin.token);

    const served = await get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers.etag).toBe(`"${sha256(served.rawPayload)}"`);
    expect((await storedLogo(ctx.db, url))!.image.equals(served.rawPayload)).toBe(true);
    // Nothing of it on disk.
    expect(fs.existsSync(path.join(ctx.config.dataDir, 'uploads'))).toBe(false);
  });

  it('answers 304 without the image when the caller holds the same ETag, and the image for another', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const url = await uploadedLogoUrl(ctx.app, admin.token);
    const etag = (await get(url)).headers.etag as string;

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get(url, { 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const changed = await get(url, { 'if-none-match': '"0000"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).toBe(etag);
    expect(changed.rawPayload.length).toBeGreaterThan(0);
  });

  it('answers 404 for a name with no stored logo, also to a caller holding some ETag', async () => {
    const missing = `/uploads/logos/${randomUUID()}.png`;
    expect((await get(missing)).statusCode).toBe(404);
    expect((await get(missing, { 'if-none-match': '*' })).statusCode).toBe(404);
  });

  it('is served by another server with its own DATA_DIR, from the same database', async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    const url = await uploadedLogoUrl(ctx.app, admin.token);
    const here = await get(url);

    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolyard-other-server-'));
    scratch.push(otherDir);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: ctx.url,
      DATA_DIR: otherDir,
      LOG_LEVEL: 'silent',
    });
    const other = await buildApp({ db: ctx.db, config });
    try {
      const there = await other.inject({ method: 'GET', url });
      expect(there.statusCode).toBe(200);
      expect(there.rawPayload.equals(here.rawPayload)).toBe(true);
      expect(there.headers.etag).toBe(here.headers.etag);
    } finally {
      await other.close();
    }
    expect(fs.readdirSync(otherDir)).toEqual([]);
  });
});

describe("an organization's logo", () => {
  it('belongs to nobody while uploaded in the setup wizard, then to the organization that saves it', async () => {
    const admin = await register(ctx.app);
    const url = await uploadedLogoUrl(ctx.app, admin.token);
    expect((await storedLogo(ctx.db, url))!.organizationId).toBeNull();
    const setup = await ctx.app.inject({
      method: 'POST',
      url: '/api/setup/organization',
      headers: bearer(admin.token),
      payload: organizationInput({ logoUrl: url }),
    });
    expect(setup.statusCode, setup.body).toBe(201);
    expect((await storedLogo(ctx.db, url))!.organizationId).toBe(setup.json().organization.id);
  });

  it('loses its stored image when the organization replaces or removes it, in the same write', async () => {
    const { admin, organization } = await organizationWithAdmin(ctx.app);
    const first = await uploadedLogoUrl(ctx.app, admin.token);
    expect((await setLogo(admin.token, organization.id, first)).statusCode).toBe(200);
    expect((await storedLogo(ctx.db, first))!.organizationId).toBe(organization.id);

    const second = await uploadedLogoUrl(ctx.app, admin.token);
    expect((await setLogo(admin.token, organization.id, second)).statusCode).toBe(200);
    expect(await storedLogo(ctx.db, first)).toBeUndefined();
    expect((await get(first)).statusCode).toBe(404);
    expect((await get(second)).statusCode).toBe(200);

    // Saving the form again with the same logo keeps it.
    expect((await setLogo(admin.token, organization.id, second)).statusCode).toBe(200);
    expect((await get(second)).statusCode).toBe(200);

    expect((await setLogo(admin.token, organization.id, '')).statusCode).toBe(200);
    expect(await storedLogo(ctx.db, second)).toBeUndefined();
  });

  it('cannot be removed or overwritten by another organization, even one that shows its URL', async () => {
    const a = await organizationWithAdmin(ctx.app);
    const b = await organizationWithAdmin(ctx.app);
    const aLogo = await uploadedLogoUrl(ctx.app, a.admin.token);
    expect((await setLogo(a.admin.token, a.organization.id, aLogo)).statusCode).toBe(200);
    const before = await storedLogo(ctx.db, aLogo);

    // B names A's logo as its own, then replaces it and removes its logo altogether.
    expect((await setLogo(b.admin.token, b.organization.id, aLogo)).statusCode).toBe(200);
    const bLogo = await uploadedLogoUrl(ctx.app, b.admin.token);
    expect(bLogo).not.toBe(aLogo);
    expect((await setLogo(b.admin.token, b.organization.id, bLogo)).statusCode).toBe(200);
    expect((await setLogo(b.admin.token, b.organization.id, aLogo)).statusCode).toBe(200);
    expect((await setLogo(b.admin.token, b.organization.id, '')).statusCode).toBe(200);

    const after = await storedLogo(ctx.db, aLogo);
    expect(after).toMatchObject({ organizationId: a.organization.id, etag: before!.etag });
    expect(after!.image.equals(before!.image)).toBe(true);
    expect((await get(aLogo)).statusCode).toBe(200);
    // B's own upload was its own to remove.
    expect(await storedLogo(ctx.db, bLogo)).toBeUndefined();
    // A's organization cannot be written by B at all.
    expect((await setLogo(b.admin.token, a.organization.id, '')).statusCode).toBe(404);
    expect((await storedLogo(ctx.db, aLogo))!.organizationId).toBe(a.organization.id);
  });

  it('is printed on the report PDF, read from the database', async () => {
    const org = await organizationWithAdmin(ctx.app);
    const { site } = await branchWithSite(ctx.app, org.admin.token);
    const worker = await workerOf(ctx.app, org.admin.token);
    const report = await create(ctx.app, worker.token, '/api/reports', {
      title: 'Formwork',
      content: 'Formwork set on the east side.',
      siteId: site.id,
      reportDate: '2026-11-20',
    });
    const download = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/reports/${report.id}/download`,
          headers: bearer(org.admin.token),
        })
      ).rawPayload;
    expect(await pdfImages(await download())).toEqual([]);

    const upload = await uploadLogo(
      ctx.app,
      org.admin.token,
      multipart('logo', 'logo.png', 'image/png', await png(800, 400)),
    );
    const url = (upload.json() as { url: string }).url;
    expect((await setLogo(org.admin.token, org.organization.id, url)).statusCode).toBe(200);

    const images = (await pdfImages(await download()))
      .map((row) => row.trim().split(/\s+/))
      .filter((columns) => columns[2] === 'image');
    // Columns: page, num, type, width, height, …: the stored logo, 512 × 256.
    expect(images.map((columns) => columns.slice(3, 5))).toEqual([['512', '256']]);
  }, 30_000);
});

describe('moving logo files of earlier releases into the database at start', () => {
  it("stores a file an organization names as that organization's, deletes the file and serves it", async () => {
    const { organization } = await organizationWithAdmin(ctx.app);
    const dataDir = oldDataDir();
    const old = await writeOldLogo(dataDir, { ageMs: 400 * 24 * HOUR });
    await ctx.db
      .update(organizations)
      .set({ logoUrl: old.url })
      .where(eq(organizations.id, organization.id));

    const moved = await moveLogoFiles(ctx.db, dataDir, quiet);
    expect(moved).toEqual({ moved: 1, removed: 0, failed: 0 });
    expect(fs.existsSync(old.file)).toBe(false);
    const stored = await storedLogo(ctx.db, old.url);
    expect(stored).toMatchObject({
      organizationId: organization.id,
      contentType: 'image/png',
      etag: sha256(old.bytes),
      byteSize: old.bytes.length,
    });
    const served = await get(old.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(old.bytes)).toBe(true);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
    // The emptied folders go too.
    expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);
  });

  it('deletes old files nobody names, keeps a recent upload for its wizard, and leaves files not ours', async () => {
    const dataDir = oldDataDir();
    const unused = await writeOldLogo(dataDir, { ageMs: 2 * HOUR });
    const inTheWizard = await writeOldLogo(dataDir);
    const notOurs = path.join(legacyLogosDir(dataDir), 'notes.txt');
    fs.writeFileSync(notOurs, 'kept');

    expect(await moveLogoFiles(ctx.db, dataDir, quiet)).toEqual({
      moved: 1,
      removed: 1,
      failed: 0,
    });
    expect(fs.existsSync(unused.file)).toBe(false);
    expect(await storedLogo(ctx.db, unused.url)).toBeUndefined();
    expect(fs.existsSync(inTheWizard.file)).toBe(false);
    expect((await storedLogo(ctx.db, inTheWizard.url))!.organizationId).toBeNull();
    expect(fs.readFileSync(notOurs, 'utf8')).toBe('kept');
  });

  it('runs again, and twice at once, without failing or storing anything twice', async () => {
    const orgs = await Promise.all([1, 2, 3].map(() => organizationWithAdmin(ctx.app)));
    const dataDir = oldDataDir();
    const files: Array<Awaited<ReturnType<typeof writeOldLogo>> & { organizationId: number }> = [];
    for (const { organization } of orgs) {
      const old = await writeOldLogo(dataDir, { ageMs: 30 * 24 * HOUR });
      await ctx.db
        .update(organizations)
        .set({ logoUrl: old.url })
        .where(eq(organizations.id, organization.id));
      files.push({ ...old, organizationId: organization.id });
    }
    const [first, second] = await Promise.all([
      moveLogoFiles(ctx.db, dataDir, quiet),
      moveLogoFiles(ctx.db, dataDir, quiet),
    ]);
    expect(first!.failed + second!.failed).toBe(0);
    const stored = async () => {
      for (const file of files) {
        expect(fs.existsSync(file.file)).toBe(false);
        expect(await storedLogo(ctx.db, file.url)).toMatchObject({
          organizationId: file.organizationId,
          etag: sha256(file.bytes),
        });
      }
    };
    await stored();

    // A start that stopped after storing a file but before deleting it: the next one deletes it.
    fs.mkdirSync(legacyLogosDir(dataDir), { recursive: true });
    fs.writeFileSync(files[0]!.file, files[0]!.bytes);
    expect(await moveLogoFiles(ctx.db, dataDir, quiet)).toEqual({
      moved: 1,
      removed: 0,
      failed: 0,
    });
    await stored();
    expect(await moveLogoFiles(ctx.db, dataDir, quiet)).toEqual({
      moved: 0,
      removed: 0,
      failed: 0,
    });
  });
});
