import fs from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { repoRoot } from '../common/paths.js';
import type { CallFrame } from './trace-events.js';

/*
 * Where a sampled function came from: the built script's source map (the diagnosis builds the web
 * app with `vite build --sourcemap hidden`: the same files, maps beside them) turns
 * `assets/index-abc.js:1:20345` into `src/features/my-stuff/section-item.tsx` or a package name.
 */

const ASSETS = path.join(repoRoot, 'apps/web/dist/assets');

const maps = new Map<string, TraceMap | null>();

const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    // Not a URL: Lighthouse's own scripts (`_lighthouse-eval.js`).
    return url;
  }
};

const mapOf = (url: string): TraceMap | null => {
  const file = path.basename(pathOf(url));
  if (!maps.has(file)) {
    const mapFile = path.join(ASSETS, `${file}.map`);
    maps.set(
      file,
      fs.existsSync(mapFile) ? new TraceMap(fs.readFileSync(mapFile, 'utf8'), mapFile) : null,
    );
  }
  return maps.get(file)!;
};

/** A package's name for its files, the repository-relative path for ours. */
const shortSource = (source: string) => {
  const inPackages = source.lastIndexOf('node_modules/');
  if (inPackages >= 0) {
    const parts = source.slice(inPackages + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  return source
    .replace(`${repoRoot}/`, '')
    .replace(/^(\.\.\/)+/, '')
    .replace(/^.*?apps\/web\//, '');
};

export type Origin = { source: string; name: string };

const findOrigin = (frame: CallFrame): Origin => {
  const name = frame.functionName || '(anonymous)';
  if (!frame.url) return { source: name.startsWith('(') ? name : '(native)', name };
  if (!frame.url.includes('/assets/')) return { source: pathOf(frame.url), name };
  const map = mapOf(frame.url);
  if (!map) return { source: path.basename(frame.url), name };
  // Profile positions are 0-based lines and columns; the source map's lines are 1-based.
  const position = originalPositionFor(map, {
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  if (!position.source) return { source: path.basename(frame.url), name };
  return { source: shortSource(position.source), name: position.name ?? name };
};

const origins = new Map<string, Origin>();

/**
 * The original file (or package) and function of a profile call frame. V8 gives no URL for its
 * own work: that is `(program)`, `(garbage collector)` and the like, kept as they are.
 */
export const originOf = (frame: CallFrame): Origin => {
  const key = `${frame.url}:${frame.lineNumber}:${frame.columnNumber}:${frame.functionName}`;
  let origin = origins.get(key);
  if (!origin) {
    origin = findOrigin(frame);
    origins.set(key, origin);
  }
  return origin;
};

/** Whether the build has its maps (a `npm run build` does not write them). */
export const hasSourceMaps = () =>
  fs.existsSync(ASSETS) && fs.readdirSync(ASSETS).some((file) => file.endsWith('.js.map'));
