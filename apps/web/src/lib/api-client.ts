import i18n from 'i18next';
import { IDEMPOTENCY_KEY_HEADER } from '@toolyard/shared';
import { fileNameFromDisposition, type DownloadedFile } from './file-download';
import { nextTask } from './next-task';
import { readPositions } from './read-position';
import { sessionStore, TOKEN_KEY } from './session';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  /** Overrides the stored token, e.g. to revoke a token that is no longer the current one. */
  token?: string | null;
  signal?: AbortSignal;
  /**
   * Sent as `Idempotency-Key` (decision 0031): every repeat of this request with the same key is
   * answered the first answer instead of being applied again (the offline queue's replays).
   */
  idempotencyKey?: string;
};

/** A non-OK answer. `message` keeps the spec's `${status}: ${body}` form; the parts stay readable. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  /** Seconds the server asked to wait before trying again (`Retry-After`), or null. */
  readonly retryAfter: number | null;

  constructor(status: number, statusText: string, body: string, retryAfter: number | null = null) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfter = retryAfter;
  }
}

// Only the seconds form: our server sends nothing else (an HTTP date is read as absent).
const retryAfterOf = (response: Response) => {
  const value = response.headers.get('Retry-After');
  return value !== null && /^\d+$/.test(value.trim()) ? Number(value) : null;
};

/** Whose read position a request carries and an answer raises (lib/read-position.ts). */
const positionOwner = () => String(sessionStore.getSnapshot()?.user.id ?? 'signed-out');

const commonHeaders = (token: string | null | undefined): Record<string, string> => {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.language || 'en',
    // The caller's last write's position: no read replica behind it answers (decision 0064).
    ...readPositions.headers(positionOwner()),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
};

/** Every answer: a write's carries its position, kept for the next requests. */
const noted = (owner: string, response: Response) => {
  readPositions.note(owner, response);
  return response;
};

const storedToken = (options: RequestOptions) =>
  options.token === undefined ? localStorage.getItem(TOKEN_KEY) : options.token;

/** The parsed JSON body of an OK answer (undefined for 204 or an empty body); throws otherwise. */
const readResponse = async <T>(response: Response): Promise<T> => {
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, response.statusText, text, retryAfterOf(response));
  }
  if (response.status === 204) return undefined as T;

  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
};

/**
 * Every call to our API goes through here: JSON in and out, the bearer token from local
 * storage, cookies included, and the UI language so the server answers messages in it.
 * Answers with the parsed JSON body, or undefined when there is none (204).
 */
export const apiRequest = async <T = unknown>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> => {
  // Each read starts in a task of its own: a screen's first render starts a dozen at once, and
  // in one task their fetch calls held a slow phone's main thread for a long one.
  if (method === 'GET') await nextTask();
  const owner = positionOwner();
  const response = await fetch(path, {
    method,
    headers: {
      ...commonHeaders(storedToken(options)),
      'Content-Type': 'application/json',
      ...(options.idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
    signal: options.signal,
  });
  return readResponse<T>(noted(owner, response));
};

/**
 * A multipart upload (the logo). No Content-Type header on purpose: the browser writes it with
 * the multipart boundary. Token, language and errors work as in apiRequest.
 */
export const apiUpload = async <T = unknown>(
  path: string,
  formData: FormData,
  options: RequestOptions = {},
): Promise<T> => {
  const owner = positionOwner();
  const response = await fetch(path, {
    method: 'POST',
    headers: commonHeaders(storedToken(options)),
    body: formData,
    credentials: 'include',
    signal: options.signal,
  });
  return readResponse<T>(noted(owner, response));
};

/** How far a download's body has come: told after each chunk of it. */
export type DownloadProgress = {
  /** The body's bytes received so far. */
  bytes: number;
  /** The bytes just received. */
  chunk: Uint8Array;
  /** The answer's headers (an export's X-Export-Rows), the same on every call. */
  headers: Headers;
};

/** The body chunk by chunk, each told to `onProgress`; the Blob is made once it has all come. */
const readWithProgress = async (
  response: Response,
  onProgress: (progress: DownloadProgress) => void,
) => {
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.body) return new Blob([], { type });
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value);
    bytes += read.value.byteLength;
    onProgress({ bytes, chunk: read.value, headers: response.headers });
  }
  return new Blob(chunks, { type });
};

/**
 * A file from our API (a report's PDF): a plain link cannot send the bearer token, so the file is
 * fetched like any call and answered as bytes with the name from Content-Disposition. With a
 * `body`, the file is what a POST of that JSON answers (a sheet of labels for chosen items). With
 * `onProgress`, the body is read as it comes and each chunk told (an export's progress).
 */
export const apiDownload = async (
  path: string,
  fallbackName: string,
  options: RequestOptions & {
    body?: unknown;
    onProgress?: (progress: DownloadProgress) => void;
  } = {},
): Promise<DownloadedFile> => {
  const headers = { ...commonHeaders(storedToken(options)), Accept: '*/*' };
  const owner = positionOwner();
  const response = noted(
    owner,
    await fetch(path, {
      ...(options.body === undefined
        ? { method: 'GET', headers }
        : {
            method: 'POST',
            headers: { ...headers, 'Content-Type': 'application/json' },
            body: JSON.stringify(options.body),
          }),
      credentials: 'include',
      signal: options.signal,
    }),
  );
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, response.statusText, text);
  }
  const fileName = fileNameFromDisposition(
    response.headers.get('Content-Disposition'),
    fallbackName,
  );
  const blob = options.onProgress
    ? await readWithProgress(response, options.onProgress)
    : await response.blob();
  return { blob, fileName };
};

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;
