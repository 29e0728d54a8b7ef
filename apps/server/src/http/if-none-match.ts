/**
 * Whether a request's `If-None-Match` names the entity tag `etag` (quoted, as sent in `ETag`):
 * a list of tags or `*`, compared weakly as RFC 9110 asks for this header (`W/"x"` matches `"x"`).
 */
export const ifNoneMatchHas = (header: string | undefined, etag: string): boolean => {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
};
