import type { App } from '../../app.js';

export type Json = Record<string, unknown> & { id: number; token?: string };

/** A file of a multipart form: the field it goes under, its name, type and bytes. */
type FormFile = { field: string; filename: string; contentType: string; content: Buffer };

const BOUNDARY = '----toolyard-demo-seed';

/** A multipart/form-data body by hand, as a browser writes it: the text fields, then the files. */
const multipart = (fields: Record<string, string | number>, files: readonly FormFile[]) => {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
};

/**
 * The seed's way into the API (app.inject, no port): JSON calls, multipart forms, and files
 * answered as bytes. Any answer of 400 or more stops the seed with what the server said.
 * `host` is the address the requests seem to come to: a label's QR code points there when
 * PUBLIC_URL is not set.
 */
export const demoClient = (app: App, host: string) => {
  const send = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token: string | null,
    body?: { payload: string | Buffer | object; contentType?: string },
  ) => {
    const response = await app.inject({
      method,
      url,
      headers: {
        host,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body?.contentType ? { 'content-type': body.contentType } : {}),
      },
      ...(body ? { payload: body.payload } : {}),
    });
    if (response.statusCode >= 400)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response;
  };
  return {
    call: async (
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      token: string | null,
      payload?: object,
    ): Promise<Json> => {
      const response = await send(method, url, token, payload ? { payload } : undefined);
      return (response.body === '' ? {} : response.json()) as Json;
    },
    form: async (
      url: string,
      token: string,
      fields: Record<string, string | number>,
      files: readonly FormFile[],
    ): Promise<Json> =>
      (
        await send('POST', url, token, {
          payload: multipart(fields, files),
          contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        })
      ).json() as Json,
    /** A file the API answers (a label sheet): its bytes and the name it suggests. */
    file: async (url: string, token: string, payload: object) => {
      const response = await send('POST', url, token, { payload });
      const disposition = String(response.headers['content-disposition'] ?? '');
      const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
      return { bytes: response.rawPayload, fileName };
    },
  };
};

export type DemoClient = ReturnType<typeof demoClient>;
