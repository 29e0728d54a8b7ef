/**
 * Content-Disposition of a file to keep (RFC 6266): the plain name for old clients, and the
 * UTF-8 one (`filename*`) that wins where both are understood.
 */
export const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
