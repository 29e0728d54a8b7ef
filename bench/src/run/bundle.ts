import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../common/paths.js';

/*
 * What the browser downloads, read from the Vite build (apps/web/dist). Vite emits no manifest
 * here, so the graph comes from the files themselves: index.html names the entry, and each
 * chunk's `import … from "./x.js"` (static) and `import("./x.js")` (a lazy route) name the rest.
 */

const distDir = path.join(repoRoot, 'apps/web/dist');
const assetsDir = path.join(distDir, 'assets');

const STATIC_IMPORT =
  /(?:^|[;}\s])(?:import|export)\s*(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*as\s+[\w$]+)?\s*(?:from\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /import\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g;

const read = (file: string) => fs.readFileSync(path.join(assetsDir, file));
const gzipSize = (file: string) => gzipSync(read(file)).length;

const importsOf = (file: string, pattern: RegExp) =>
  [...read(file).toString('utf8').matchAll(pattern)].map((match) => match[1]!);

/** `files` and everything they import statically, transitively. */
const staticClosure = (files: string[]) => {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    importsOf(file, STATIC_IMPORT).forEach(visit);
  };
  files.forEach(visit);
  return seen;
};

const sum = (files: Iterable<string>) =>
  [...files].reduce((total, file) => total + gzipSize(file), 0);

export type RouteChunk = { file: string; gzip: number; withNewDependencies: number };

export type BundleFigures = {
  entry: string[];
  initialGzip: number;
  initialFiles: number;
  routeChunks: RouteChunk[];
};

export const analyzeBundle = (): BundleFigures | undefined => {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return undefined;
  const html = fs.readFileSync(indexFile, 'utf8');
  const entry = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/assets\/([\w.-]+\.js)"/g),
  ].map((match) => match[1]!);
  const initial = staticClosure(entry);

  const all = fs.readdirSync(assetsDir).filter((file) => file.endsWith('.js'));
  const lazy = new Set(all.flatMap((file) => importsOf(file, DYNAMIC_IMPORT)));
  const routeChunks = [...lazy]
    .filter((file) => !initial.has(file))
    .map((file) => {
      const needed = [...staticClosure([file])].filter((dependency) => !initial.has(dependency));
      return { file, gzip: gzipSize(file), withNewDependencies: sum(needed) };
    })
    .sort((a, b) => b.gzip - a.gzip);
  return { entry, initialGzip: sum(initial), initialFiles: initial.size, routeChunks };
};

/** The gzip size of the scripts a page really loaded (their URLs, from Lighthouse). */
export const gzipOfLoadedScripts = (urls: string[]) => {
  const files = urls
    .map((url) => path.basename(new URL(url).pathname))
    .filter((file) => fs.existsSync(path.join(assetsDir, file)));
  return { gzip: sum(new Set(files)), files: new Set(files).size };
};
