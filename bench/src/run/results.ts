import type { BundleFigures } from './bundle.js';
import type { LighthouseFigures } from './lighthouse.js';
import type { LoadFigures } from './load.js';
import type { SseFigures } from './sse.js';

/** Everything one run measured; a part that failed stays undefined and its error is kept. */
export type Results = {
  list?: Record<'first' | 'firstBare' | 'deep' | 'deepBare' | 'search' | 'searchBare', LoadFigures>;
  search: string;
  /** The trigram index the search plan reads, or null when it reads none. */
  searchIndex?: string | null;
  searchPlanNodes?: string;
  dashboard?: { p50: number; databaseP50: number; calls: number };
  rss?: { atStart?: number; afterLoad?: number };
  sse?: SseFigures;
  bundle?: BundleFigures;
  dashboardScripts?: { gzip: number; files: number };
  lighthouse?: LighthouseFigures;
  errors: Record<string, string>;
};
