/**
 * The name in printable ASCII: accents dropped ("Skladišne" → "Skladisne"), anything else `_`. A
 * header may not hold characters beyond Latin-1 (Node refuses them: the answer would be a 500).
 */
const plainName = (fileName: string) =>
  fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');

/**
 * Content-Disposition of a file to keep (RFC 6266): the plain name for old clients, and the
 * UTF-8 one (`filename*`) that wins where both are understood.
 */
export const attachment = (fileName: string) =>
  `attachment; filename="${plainName(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
