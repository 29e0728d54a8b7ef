import type { BundleFigures } from './bundle.js';
import type { LighthouseFigures } from './lighthouse.js';
import type { LoadFigures } from './load.js';
import type { SseFigures } from './sse.js';

/** How a search's plan finds the tools: the trigram index it reads (null: none) and its scans of tools. */
export type SearchPlan = { trigramIndex: string | null; scans: string[] };

/** Everything one run measured; a part that failed stays undefined and its error is kept. */
export type Results = {
  list?: Record<'first' | 'firstBare' | 'deep' | 'deepBare', LoadFigures>;
  searches: Array<{ term: string; product?: LoadFigures; bare?: LoadFigures; plan?: SearchPlan }>;
  dashboard?: { p50: number; databaseP50: number; calls: number };
  rss?: { atStart?: number; afterLoad?: number };
  sse?: SseFigures;
  bundle?: BundleFigures;
  dashboardScripts?: { gzip: number; files: number };
  lighthouse?: LighthouseFigures;
  errors: Record<string, string>;
};
