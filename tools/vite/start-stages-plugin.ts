import type { HtmlTagDescriptor, Plugin } from 'vite';

/** A start-up stage: a module the app's entry imports dynamically only to evaluate it in a task of its own. */
export const STAGE_MODULE = /\.stage\.tsx?$/;

type ChunkLike = { type: 'chunk'; fileName: string; facadeModuleId: string | null; imports: string[]; dynamicImports: string[] };
type BundleLike = Record<string, ChunkLike | { type: 'asset' }>;

/**
 * The files of the entry's start-up stages and everything they import statically, except what the
 * entry imports itself (Vite preloads that already).
 */
export function stageFiles(bundle: BundleLike, entry: ChunkLike): string[] {
  const chunkOf = (fileName: string) => {
    const chunk = bundle[fileName];
    return chunk?.type === 'chunk' ? chunk : undefined;
  };
  const preloaded = new Set<string>([entry.fileName]);
  const walk = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return;
    into.add(fileName);
    for (const imported of chunkOf(fileName)?.imports ?? []) walk(imported, into);
  };
  for (const imported of entry.imports) walk(imported, preloaded);
  const stages = new Set<string>();
  for (const fileName of entry.dynamicImports) {
    if (STAGE_MODULE.test(chunkOf(fileName)?.facadeModuleId ?? '')) walk(fileName, stages);
  }
  return [...stages].filter((fileName) => !preloaded.has(fileName));
}

/**
 * The entry loads its start-up stages (*.stage modules, libs/shell start-brand-app) with import()
 * so that each is evaluated in a task of its own; the document preloads them, so splitting the
 * work costs no extra round trip: everything downloads from the start, as one bundle would.
 */
export function startStagesPlugin(): Plugin {
  let base = '/';
  return {
    name: 'onair-start-stages',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const tags: HtmlTagDescriptor[] = stageFiles(bundle as unknown as BundleLike, chunk as unknown as ChunkLike).map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
          injectTo: 'head',
        }));
        return { html, tags };
      },
    },
  };
}
