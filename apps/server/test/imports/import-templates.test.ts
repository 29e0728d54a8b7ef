import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_KINDS, LANGUAGES, type ImportStaged } from '@toolyard/shared';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { bearer, organizationWithAdmin } from '../support/fixtures.js';
import { multipart } from '../support/logo-upload.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('import templates', () => {
  it("serves each kind's template in each language, its headers mapping back to every field", async () => {
    const { admin } = await organizationWithAdmin(ctx.app);
    for (const kind of IMPORT_KINDS) {
      for (const language of LANGUAGES) {
        const template = await ctx.app.inject({
          method: 'GET',
          url: `/api/imports/template?kind=${kind}&format=csv`,
          headers: { ...bearer(admin.token), 'accept-language': language },
        });
        expect(template.statusCode, `${kind} ${language}`).toBe(200);
        const body = multipart('file', `${kind}.csv`, 'text/csv', template.rawPayload);
        const staged = await ctx.app.inject({
          method: 'POST',
          url: `/api/imports?kind=${kind}`,
          headers: { ...bearer(admin.token), ...body.headers },
          payload: body.payload,
        });
        expect(staged.statusCode, `${kind} ${language}: ${staged.body}`).toBe(201);
        const { id, mapping } = staged.json<ImportStaged>();
        const unmapped = Object.entries(mapping).filter(([, column]) => column === null);
        expect(unmapped, `${kind} ${language}`).toEqual([]);
        // Left, as the dialog leaves it: an organization keeps only a few uploads waiting.
        const cancelled = await ctx.app.inject({
          method: 'DELETE',
          url: `/api/imports/${id}`,
          headers: bearer(admin.token),
        });
        expect(cancelled.statusCode).toBe(204);
      }
    }
  });
});
