import { bearer } from '../support/fixtures.js';
import type { TestContext } from '../support/test-app.js';

// Without PUBLIC_URL a label's QR code names the address the admin's browser used.
export const HOST = 'yard.example.com:3141';
export const ORIGIN = `http://${HOST}`;
export const MM = 72 / 25.4;

/** POST /api/labels/sheets as `token`, from the admin's browser at HOST. */
export const printer =
  (app: () => TestContext['app']) =>
  (token: string, payload: object, headers: Record<string, string> = {}) =>
    app().inject({
      method: 'POST',
      url: '/api/labels/sheets',
      headers: { ...bearer(token), host: HOST, ...headers },
      payload,
    });

export const isPdf = (body: Buffer) => body.subarray(0, 5).toString() === '%PDF-';

export const qrTexts = (pages: Array<Array<{ format: string; text: string }>>) =>
  pages
    .flat()
    .filter((read) => read.format === 'QRCode')
    .map((read) => read.text);
