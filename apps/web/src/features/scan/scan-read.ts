import { normalizeLabelCode } from '@toolyard/shared';

/**
 * What one read of a label gave: the label's code (`K7QF-3M9X`), or the raw text of anything that
 * is not one of our labels — another site's URL, a product's barcode — which the screen shows
 * loudly instead of dropping it.
 */
export type ScanRead = { code: string } | { unreadable: string };

const LABEL_PATH = /^\/l\/([^/?#]+)\/?$/;

const codeOfPath = (path: string) => {
  const match = LABEL_PATH.exec(path);
  if (!match?.[1]) return undefined;
  try {
    return normalizeLabelCode(decodeURIComponent(match[1]));
  } catch {
    // A malformed %-escape is no code.
    return undefined;
  }
};

const isAbsoluteUrl = (text: string) => /^[a-z][a-z\d+.-]*:/i.test(text);

/**
 * Reads the text of a QR code or of the manual entry. A label encodes `<this server>/l/<code>`
 * (decision 0036); a URL of any other origin is not ours even when its path looks the same, since
 * following it would leave the app. A bare code (as printed under the QR, any case, with or
 * without the dash) or the label's path typed by hand reads too.
 */
export const readScanText = (text: string, origin: string): ScanRead => {
  const trimmed = text.trim();
  const unreadable = { unreadable: trimmed };
  if (trimmed.startsWith('/')) {
    const code = codeOfPath(trimmed);
    return code ? { code } : unreadable;
  }
  if (isAbsoluteUrl(trimmed)) {
    let url: URL;
    try {
      url = new URL(trimmed);
    } catch {
      return unreadable;
    }
    if (url.origin !== origin) return unreadable;
    const code = codeOfPath(url.pathname);
    return code ? { code } : unreadable;
  }
  const code = normalizeLabelCode(trimmed);
  return code ? { code } : unreadable;
};
