import { afterAll, beforeAll, vi } from 'vitest';
import type { App, BuildAppOptions } from '../../../server/src/app';
import { createTestApp, type TestContext } from '../../../server/test/support/test-app';
// The types of what it provides to `inject` (the template database), read by createTestApp.
import type {} from '../../../server/test/support/global-setup';

// The API tests' own fixtures set the scene: the same organizations, workers and records.
export {
  branchWithSite,
  create,
  organizationWithAdmin,
  register,
  workerOf,
} from '../../../server/test/support/fixtures';
export { yardOf } from '../../../server/test/support/yard';
export { superadmin } from '../../../server/test/support/superadmin';
export { startModel } from '../../../server/test/support/model-stand-in';

/** What the web app's API client sends (lib/api-client.ts). */
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type InjectHeaders = Record<string, string | string[] | number | undefined>;

const responseHeaders = (headers: InjectHeaders) => {
  const answer = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) answer.append(name, String(one));
  }
  return answer;
};

const NO_BODY_STATUSES = new Set([204, 205, 304]);

const BOUNDARY = '----real-server-bridge';

/** A jsdom Blob's bytes (jsdom's Blob reads only through a FileReader). */
const bytesOf = (blob: Blob) =>
  new Promise<Buffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Buffer.from(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('real-server: unreadable blob'));
    reader.readAsArrayBuffer(blob);
  });

/** A form's fields and files as one multipart body. */
const multipartOf = async (form: FormData) => {
  const parts: Buffer[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      parts.push(
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
        Buffer.from(value),
        Buffer.from('\r\n'),
      );
      continue;
    }
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`,
      ),
      await bytesOf(value),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
};

/**
 * The browser's `fetch` for the app's own `/api/…` calls, answered by the real server through
 * `app.inject` (no port, no network). Other addresses (the server's own calls to a model stand-in)
 * go out as usual.
 */
const fetchInto = (app: App, outside: typeof fetch): typeof fetch =>
  async function bridgedFetch(input, init = {}) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith('/')) return outside(input, init);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    let payload: string | Buffer | undefined =
      typeof init.body === 'string' ? init.body : undefined;
    if (init.body instanceof FormData) {
      // An upload (a damage report's photos): the multipart body as the browser would write it.
      payload = await multipartOf(init.body);
      headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`;
    } else if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') {
      throw new Error(`real-server: only JSON and form bodies are bridged (${url})`);
    }
    const response = await app.inject({
      method: (init.method ?? 'GET') as Method,
      url,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    });
    const body = NO_BODY_STATUSES.has(response.statusCode)
      ? null
      : new Uint8Array(response.rawPayload);
    return new Response(body, {
      status: response.statusCode,
      statusText: response.statusMessage,
      headers: responseHeaders(response.headers),
    });
  };

/**
 * The real API for one component test file: its own database cloned from the migrated template
 * (as the API tests have), the app built as they build it, and `fetch` routed into it. `env` adds
 * settings, read when the server starts (after the file's earlier `beforeAll` hooks); `deps` what
 * a cluster worker gives its app (the embedded flag, the job queue's handle).
 */
export const withRealServer = (
  env: () => Record<string, string> = () => ({}),
  deps: () => Pick<BuildAppOptions, 'embedded' | 'jobs'> = () => ({}),
) => {
  let context: TestContext | undefined;
  beforeAll(async () => {
    context = await createTestApp(env(), { deps: deps() });
    vi.stubGlobal('fetch', fetchInto(context.app, globalThis.fetch));
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await context?.close();
  });
  const app = () => {
    if (!context) throw new Error('real-server: the server starts in beforeAll');
    return context.app;
  };
  return {
    get app() {
      return app();
    },
    /** The server's database, to set up what no route makes (a notice, a digest). */
    get db() {
      if (!context) throw new Error('real-server: the server starts in beforeAll');
      return context.db;
    },
    /** A call as `token`, to set a scene up or to check what the screen stored: status and JSON. */
    request: async (method: Method, url: string, token: string, payload?: object) => {
      const response = await app().inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      });
      return {
        status: response.statusCode,
        body: (response.body ? response.json() : undefined) as unknown,
      };
    },
  };
};
