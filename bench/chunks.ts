/**
 * What a browser part downloads, chunk by chunk: builds the part with Vite (its own config, a
 * build manifest on) into a temporary folder and splits its JavaScript into the first load and
 * each show's chunk. The first load is the entry and every chunk it imports, statically or with
 * `import()`, except the shows' (an upper bound: a chunk loaded only in some cases counts). A
 * show's chunk is its `index.ts`, which the part's registry loads with `import()` when a room
 * picks the show, plus whatever it imports that the first load does not have. Sizes are bytes,
 * raw and gzip -9 as a web server would send them.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { SHOWS } from '@minus/shared/shows/registry';

const SHOW_IDS: ReadonlySet<string> = new Set(SHOWS.map((s) => s.id));

/** A set of JavaScript files and their sizes. */
export interface Download {
  files: string[];
  raw: number;
  gz: number;
}

/** One part's build split by when its JavaScript loads. */
export interface Chunks {
  /** The entry and its static imports: what the page loads before any show is picked. */
  firstLoad: Download;
  /** What every page fetches right after its first screen (`later`), apart from the first load. */
  later: Download;
  /** Per show id: the files its screens add to the first load. */
  shows: { id: string; download: Download }[];
  /** The chunks only some pages fetch (`optional`), and any imported by nothing that loads. */
  other: Download;
  /** The text of every JavaScript file, by file name (for checks on what a bundle contains). */
  texts: Map<string, string>;
  /** The build manifest (keys are source paths) and the size of every JavaScript and CSS file in it. */
  manifest: Record<string, ManifestChunk>;
  sizes: Map<string, { raw: number; gz: number }>;
}

/** One chunk of Vite's build manifest. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The show whose chunk this is, or null: its key is the show's `shows/<id>/index.ts`, or (when
 * the bundler merged it with a page that imports it statically, the stage's demo page) the chunk
 * is named after a show.
 */
function showOf(key: string, chunk: ManifestChunk): string | null {
  const match = /(?:^|\/)shows\/([^/]+)\/index\.ts$/.exec(key);
  if (match && chunk.isDynamicEntry) return match[1]!;
  return chunk.name !== undefined && SHOW_IDS.has(chunk.name) ? chunk.name : null;
}

/**
 * The files `keys` load, following static imports and the `import()`s of every chunk but a show's
 * and those whose key matches `optional`.
 */
function closure(manifest: Record<string, ManifestChunk>, keys: string[], optional?: RegExp): Set<string> {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    chunk.imports?.forEach(visit);
    chunk.dynamicImports?.filter((k) => manifest[k] && showOf(k, manifest[k]) === null && !optional?.test(k)).forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/**
 * Build the part whose Vite config is `configFile` and measure its chunks. `entry` names the
 * page whose first load counts (its manifest key, e.g. `index.html`; default every entry);
 * `optional` matches the keys of chunks loaded with `import()` only on some devices (counted
 * apart, in `other`); `later` the key of a chunk every page loads with `import()` after its first
 * screen (the phone's in-room screens, fetched at the join), counted apart in `later`.
 */
export async function measureChunks(configFile: string, options: { entry?: string; optional?: RegExp; later?: RegExp } = {}): Promise<Chunks> {
  const { entry, optional, later } = options;
  const out = mkdtempSync(join(tmpdir(), 'bench-chunks-'));
  try {
    await build({ configFile, logLevel: 'warn', build: { outDir: out, emptyOutDir: true, manifest: true } });
    const manifest = JSON.parse(readFileSync(join(out, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    const texts = new Map<string, string>();
    const sizes = new Map<string, { raw: number; gz: number }>();
    for (const chunk of Object.values(manifest)) {
      for (const css of chunk.css ?? []) {
        if (sizes.has(css)) continue;
        const text = readFileSync(join(out, css));
        sizes.set(css, { raw: text.length, gz: gzipSync(text, { level: 9 }).length });
      }
      if (chunk.file.endsWith('.css') && !sizes.has(chunk.file)) {
        // A module of styles only (a font face's CSS) is a chunk whose file is the CSS itself.
        const text = readFileSync(join(out, chunk.file));
        sizes.set(chunk.file, { raw: text.length, gz: gzipSync(text, { level: 9 }).length });
      }
      if (!chunk.file.endsWith('.js') || sizes.has(chunk.file)) continue;
      const code = readFileSync(join(out, chunk.file));
      texts.set(chunk.file, code.toString('utf8'));
      sizes.set(chunk.file, { raw: code.length, gz: gzipSync(code, { level: 9 }).length });
    }
    const download = (files: Iterable<string>): Download => {
      const list = [...files].sort();
      return {
        files: list,
        raw: list.reduce((n, f) => n + (sizes.get(f)?.raw ?? 0), 0),
        gz: list.reduce((n, f) => n + (sizes.get(f)?.gz ?? 0), 0),
      };
    };
    const keys = Object.keys(manifest);
    const skip = later ? new RegExp(`${optional?.source ?? '$^'}|${later.source}`) : optional;
    const first = closure(manifest, keys.filter((k) => (entry === undefined ? manifest[k]!.isEntry : k === entry)), skip);
    const laterFiles = later ? [...closure(manifest, keys.filter((k) => later.test(k)), optional)].filter((f) => !first.has(f)) : [];
    const shows = keys.flatMap((k) => {
      const id = showOf(k, manifest[k]!);
      return id === null ? [] : [{ id, download: download([...closure(manifest, [k], optional)].filter((f) => !first.has(f) && !laterFiles.includes(f))) }];
    });
    const counted = new Set([...first, ...laterFiles, ...shows.flatMap((s) => s.download.files)]);
    const other = download([...sizes.keys()].filter((f) => f.endsWith('.js') && !counted.has(f)));
    if (entry !== undefined && !manifest[entry]) throw new Error(`no entry ${entry} in the build`);
    return { firstLoad: download(first), later: download(laterFiles), shows, other, texts, manifest, sizes };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** Bytes as KB with one decimal. */
export const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;

/** Markdown rows `| what | files | raw | gzip |` for a part's chunks; `other` names the last row. */
export function chunkRows(chunks: Chunks, other = 'other chunks'): string[] {
  const row = (what: string, d: Download) => `| ${what} | ${d.files.length} | ${kb(d.raw)} | ${kb(d.gz)} |`;
  return [
    '| what loads | files | raw | gzip |',
    '|---|---|---|---|',
    row('first load (entry and what it imports, shows apart)', chunks.firstLoad),
    ...(chunks.later.files.length ? [row('after the join (the in-room screens, fetched as the phone joins)', chunks.later)] : []),
    ...chunks.shows.map((s) => row(`show chunk \`${s.id}\` (added when a room picks it)`, s.download)),
    ...(chunks.other.files.length ? [row(other, chunks.other)] : []),
  ];
}
