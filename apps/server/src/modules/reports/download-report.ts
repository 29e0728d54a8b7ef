import fs from 'node:fs';
import path from 'node:path';
import { LOGO_URL_PATTERN, type Language } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { logosDir } from '../uploads/store-logo.js';
import type { PdfPool } from './pdf-pool.js';
import { reportFileName } from './report-file-name.js';
import { getReport } from './report-use-cases.js';

const logoFile = (dataDir: string, logoUrl: string | null) => {
  if (!logoUrl || !LOGO_URL_PATTERN.test(logoUrl)) return null;
  const file = path.join(logosDir(dataDir), path.basename(logoUrl));
  return fs.existsSync(file) ? file : null;
};

/**
 * The report as a PDF document with a file name to keep. The report is read before the render
 * is queued, so a render waiting for a worker holds no database connection.
 */
export const downloadReport = async (
  db: Database,
  auth: AuthContext,
  id: number,
  options: { pdfPool: PdfPool; dataDir: string; language: Language },
) => {
  const { organizationLogoUrl, ...report } = await getReport(db, auth, id);
  const pdf = await options.pdfPool.render(
    {
      report,
      language: options.language,
      logoFile: logoFile(options.dataDir, organizationLogoUrl),
    },
    report.organizationId,
  );
  return { pdf, fileName: reportFileName(report) };
};
