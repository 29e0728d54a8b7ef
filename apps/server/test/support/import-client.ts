import { expect } from 'vitest';
import type { ImportKind, ImportPreview, ImportProgress, ImportStaged } from '@toolyard/shared';
import type { TestContext } from './test-app.js';
import { bearer } from './fixtures.js';
import { multipart } from './logo-upload.js';

/** A CSV as spreadsheets save it: UTF-8 with a byte order mark, CRLF. */
export const csv = (lines: string[]) => Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');

/** The import routes as an admin calls them: upload, preview, run (polled to its end). */
export const importClient = (ctx: TestContext, kind: ImportKind) => {
  const post = (token: string, url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });

  /** The upload as sent, whatever its answer (a refused file is a 400). */
  const upload = (token: string, file: Buffer, name = `${kind}.csv`) => {
    const body = multipart('file', name, 'text/csv', file);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/imports?kind=${kind}`,
      headers: { ...bearer(token), ...body.headers, 'accept-language': 'en' },
      payload: body.payload,
    });
  };

  const staged = async (token: string, file: Buffer, name?: string) => {
    const response = await upload(token, file, name);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ImportStaged>();
  };

  const preview = async (token: string, found: ImportStaged) => {
    const response = await post(token, `/api/imports/${found.id}/preview`, {
      mapping: found.mapping,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ImportPreview>();
  };

  const run = async (token: string, found: ImportStaged) => {
    const started = await post(token, `/api/imports/${found.id}/run`, { mapping: found.mapping });
    expect(started.statusCode, started.body).toBe(202);
    for (;;) {
      const progress = (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/imports/${found.id}`,
          headers: bearer(token),
        })
      ).json<ImportProgress>();
      if (progress.state !== 'running') return progress;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  /** Every import route of `found`, as `token` calls them: each status. */
  const statusesFor = async (token: string, found: ImportStaged) => {
    const statuses: number[] = [];
    for (const [method, url, payload] of [
      ['GET', `/api/imports/${found.id}`, undefined],
      ['POST', `/api/imports/${found.id}/preview`, { mapping: found.mapping }],
      ['POST', `/api/imports/${found.id}/run`, { mapping: found.mapping }],
      ['DELETE', `/api/imports/${found.id}`, undefined],
    ] as const) {
      const response = await ctx.app.inject({
        method,
        url,
        headers: bearer(token),
        ...(payload ? { payload } : {}),
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  };

  return { post, upload, staged, preview, run, statusesFor };
};
