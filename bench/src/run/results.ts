import type { BulkFigures } from './bulk.js';
import type { BundleFigures } from './bundle.js';
import type { ExportFigures } from './export.js';
import type { GrowthFigures } from './growth.js';
import type { ImportFigures } from './import.js';
import type { LighthouseFigures } from './lighthouse.js';
import type { RepeatVisitFigures } from './repeat-visit.js';
import type { LoadFigures } from './load.js';
import type { SseFigures } from './sse.js';

/** How a search's plan finds the tools: the trigram index it reads (null: none) and its scans of tools. */
export type SearchPlan = { trigramIndex: string | null; scans: string[] };

/** Everything one run measured; a part that failed stays undefined and its error is kept. */
export type Results = {
  list?: Record<'first' | 'firstBare' | 'deep' | 'deepBare', LoadFigures>;
  /** Bytes of page 1's answer: the product's and the bare endpoint's. */
  pageBytes?: { product: number; bare: number };
  searches: Array<{ term: string; product?: LoadFigures; bare?: LoadFigures; plan?: SearchPlan }>;
  dashboard?: { p50: number; databaseP50: number; calls: number };
  rss?: { atStart?: number; afterLoad?: number };
  sse?: SseFigures;
  /** The whole tools list as CSV and XLSX (decision 0027). */
  export?: ExportFigures;
  /** 10,000 tools imported from a CSV file (decision 0030). */
  import?: ImportFigures;
  /** A scan session's action on 100 and 200 tools (decision 0040). */
  bulk?: BulkFigures;
  bundle?: BundleFigures;
  dashboardScripts?: { gzip: number; files: number };
  lighthouse?: LighthouseFigures;
  /** /auth again, offline, from the service worker's precache (decision 0032). */
  repeatVisit?: RepeatVisitFigures;
  /** The same requests at BENCH_SCALE times the data (README: "Flat at 500,000 tools"). */
  growth?: GrowthFigures;
  errors: Record<string, string>;
};
