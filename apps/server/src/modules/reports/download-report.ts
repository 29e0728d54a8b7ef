import type { Language } from '@toolyard/shared';
import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { logoImagesOf } from '../uploads/index.js';
import { damageForReport } from '../damage/index.js';
import type { PdfPool } from '../../pdf/pdf-pool.js';
import { reportFileName } from './report-file-name.js';
import { getReport } from './get-report.js';
import { claimantOf } from '../../lib/fair-share.js';

/**
 * The report as a PDF document with a file name to keep. The report is read before the render
 * is queued, so a render waiting for a worker holds no database connection.
 */
export const downloadReport = async (
  db: Database,
  auth: AuthContext,
  id: number,
  options: { pdfPool: PdfPool; language: Language },
) => {
  const { organizationLogoUrl, ...report } = await getReport(db, auth, id);
  // The day's damage at the site, with its photos (decision 0045): read now, like the report.
  const damage = await damageForReport(db, {
    organizationId: report.organizationId,
    siteId: report.siteId,
    reportDate: report.reportDate,
    timeZone: report.organizationTimeZone,
  });
  // The logo's bytes too (decision 0066): the worker thread reads nothing itself.
  const logos = await logoImagesOf(db, [organizationLogoUrl]);
  const pdf = await options.pdfPool.render(
    {
      report,
      language: options.language,
      logo: logos.get(organizationLogoUrl ?? '') ?? null,
      damage,
    },
    claimantOf(auth),
  );
  return { pdf, fileName: reportFileName(report) };
};
