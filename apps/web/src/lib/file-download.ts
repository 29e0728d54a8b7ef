/** A downloaded file: its bytes and the name the server gave it (or a fallback). */
export type DownloadedFile = { blob: Blob; fileName: string };

const decodeRfc5987 = (value: string): string | null => {
  // filename*=UTF-8''Bericht%20%C3%BCber.pdf (the charset and language parts are optional).
  const match = /^([\w!#$&+.^`|~-]*)'[\w-]*'(.*)$/.exec(value);
  const encoded = match ? match[2] : value;
  if (encoded === undefined) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
};

/** Keeps only the last path part and drops characters no file system takes. */
const safeName = (name: string) =>
  name
    .split(/[/\\]/)
    .pop()
    // eslint-disable-next-line no-control-regex
    ?.replace(/[\u0000-\u001f<>:"|?*]/g, '')
    .trim() ?? '';

/**
 * The file name of a Content-Disposition header (RFC 6266): `filename*` (UTF-8, percent-encoded)
 * wins over the plain `filename`; `fallback` when there is none.
 */
export const fileNameFromDisposition = (header: string | null, fallback: string): string => {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*("?)([^";]+)\1/i.exec(header);
  const fromExtended = extended?.[2] ? decodeRfc5987(extended[2].trim()) : null;
  if (fromExtended && safeName(fromExtended)) return safeName(fromExtended);

  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/i.exec(header);
  const fromPlain = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  if (fromPlain && safeName(fromPlain)) return safeName(fromPlain);
  return fallback;
};

/**
 * Hands a downloaded file to the browser's save flow: an object URL on a temporary
 * `<a download>`, removed again at once (a plain link could not send the bearer token).
 */
export const saveFile = ({ blob, fileName }: DownloadedFile) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: revoke it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
