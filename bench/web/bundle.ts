// What a built brand app makes the home page download at start, and what it leaves for later.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { MUST_BE_LAZY } from './config';
import { bytesPerSource, ownerOf, type SourceMap } from './source-map';

export type Chunk = { file: string; bytes: number; gzip: number; sources: Map<string, number>; label?: string };
export type LazyPart = { part: string; initialBytes: number; lazyBytes: number; initialFiles: string[] };
export type BundleReport = {
  initial: Chunk[];
  initialGzip: number;
  /** Loaded at start by the app itself (the locale bundle is imported before the first render), not by the document. */
  lazy: Chunk[];
  /** Stylesheets; inDocument when the build wrote it into index.html rather than linking it. */
  css: { file: string; gzip: number; inDocument: boolean }[];
  parts: LazyPart[];
};

/** zlib's default level, as a web server compressing on the fly would. */
export const gzipSize = (content: string | Buffer) => gzipSync(content).length;

/** Asset paths the document loads as scripts at start: the entry and every modulepreload. */
function documentScripts(html: string): string[] {
  const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1] ?? '');
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1] ?? '');
  return [...entries, ...preloads].filter(Boolean).map((href) => href.replace(/^\//, ''));
}

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The build manifest (build.manifest in tools/vite), if the build wrote one. */
function readManifest(distDir: string): Manifest | null {
  const path = join(distDir, '.vite/manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : null;
}

/** Files of the chunks the entry imports statically, transitively (dynamic imports excluded). */
function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...keys];
  const files: string[] = [];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) continue;
    seen.add(key);
    files.push(chunk.file);
    queue.push(...(chunk.imports ?? []));
  }
  return files;
}

/** What a lazy chunk is, from the module it was split at: libs/auth/src/index.ts is "auth", a locale's common.json "messages ko". */
function labelFromSource(src: string): string {
  const locale = /libs\/i18n\/src\/locales\/(\w+)\//.exec(src);
  if (locale) return `messages ${locale[1]}`;
  const lib = /libs\/([^/]+)\/src\//.exec(src);
  if (lib?.[1]) return lib[1];
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(src);
  if (inPackage?.[1]) return /\/i18n\//.test(inPackage[2] ?? '') ? `${inPackage[1]} i18n` : inPackage[1];
  return src;
}

function readChunk(distDir: string, file: string): Chunk {
  const path = join(distDir, file);
  const code = readFileSync(path, 'utf8');
  const mapPath = `${path}.map`;
  const sources = existsSync(mapPath) ? bytesPerSource(code, JSON.parse(readFileSync(mapPath, 'utf8')) as SourceMap) : new Map<string, number>();
  return { file, bytes: Buffer.byteLength(code), gzip: gzipSize(code), sources };
}

/**
 * The initial JavaScript is what the document loads (entry script and modulepreloads) plus, from
 * the manifest, everything the entry imports statically: Vite preloads all of it, but the manifest
 * is the check that nothing was missed.
 */
export function analyzeBuild(distDir: string): BundleReport {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const manifest = readManifest(distDir);
  const entryKeys = Object.entries(manifest ?? {}).flatMap(([key, chunk]) => (chunk.isEntry ? [key] : []));
  const initialFiles = new Set([...documentScripts(html), ...(manifest ? staticClosure(manifest, entryKeys) : [])]);
  const labels = new Map(Object.values(manifest ?? {}).flatMap((chunk) => (chunk.src ? [[chunk.file, labelFromSource(chunk.src)] as const] : [])));
  const assets = readdirSync(join(distDir, 'assets'));
  const allScripts = assets.filter((name) => name.endsWith('.js')).map((name) => `assets/${name}`);
  const initial = [...initialFiles].map((file) => readChunk(distDir, file));
  const lazy = allScripts.filter((file) => !initialFiles.has(file)).map((file) => ({ ...readChunk(distDir, file), label: labels.get(file) }));
  const css = assets
    .filter((name) => name.endsWith('.css'))
    .map((name) => ({
      file: `assets/${name}`,
      gzip: gzipSize(readFileSync(join(distDir, 'assets', name))),
      inDocument: !html.includes(`/assets/${name}"`),
    }));
  const bytesOf = (chunks: Chunk[], sources: RegExp) => {
    const files = new Set<string>();
    let bytes = 0;
    for (const chunk of chunks) {
      for (const [source, size] of chunk.sources) {
        if (!sources.test(source)) continue;
        bytes += size;
        files.add(source.replace(/^(\.\.\/)+/, ''));
      }
    }
    return { bytes, files: [...files] };
  };
  const parts = MUST_BE_LAZY.map(({ part, sources }) => {
    const inInitial = bytesOf(initial, sources);
    return { part, initialBytes: inInitial.bytes, lazyBytes: bytesOf(lazy, sources).bytes, initialFiles: inInitial.files };
  });
  return { initial, initialGzip: initial.reduce((sum, chunk) => sum + chunk.gzip, 0), lazy, css, parts };
}

/** A chunk's name for people: what most of its bytes come from (a package, a lib, a locale's messages). */
export function chunkLabel(chunk: Chunk): string {
  if (chunk.label) return chunk.label;
  const [top] = composition([chunk]).filter(({ owner }) => owner !== '(generated)');
  return top ? top.owner.replace(/^libs\//, '') : chunk.file;
}

/** Bytes per owner (package or lib) across chunks, largest first; gzip is estimated by compressing each owner's bytes in proportion. */
export function composition(chunks: Chunk[]): { owner: string; bytes: number; gzipShare: number }[] {
  const byOwner = new Map<string, { bytes: number; gzipShare: number }>();
  for (const chunk of chunks) {
    const mapped = [...chunk.sources.values()].reduce((sum, size) => sum + size, 0) || 1;
    for (const [source, bytes] of chunk.sources) {
      const owner = ownerOf(source);
      const entry = byOwner.get(owner) ?? { bytes: 0, gzipShare: 0 };
      entry.bytes += bytes;
      entry.gzipShare += (chunk.gzip * bytes) / mapped;
      byOwner.set(owner, entry);
    }
  }
  return [...byOwner].map(([owner, sizes]) => ({ owner, ...sizes })).sort((a, b) => b.bytes - a.bytes);
}
