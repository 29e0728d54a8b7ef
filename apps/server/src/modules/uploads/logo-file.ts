import fs from 'node:fs';
import path from 'node:path';
import { LOGO_URL_PATTERN } from '@toolyard/shared';
import { logosDir } from './store-logo.js';

/**
 * An organization's logo on disk, for a document that prints it (report PDFs, label sheets):
 * only a logo of ours (an uploaded one's URL), and only while its file is there; null otherwise.
 */
export const logoFileOf = (dataDir: string, logoUrl: string | null) => {
  if (!logoUrl || !LOGO_URL_PATTERN.test(logoUrl)) return null;
  const file = path.join(logosDir(dataDir), path.basename(logoUrl));
  return fs.existsSync(file) ? file : null;
};
