// Build-only: every text file of a build gets .br and .gz siblings, so whatever serves the folder
// (the api, a remote's own origin, a CDN) sends compressed bytes without compressing per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_FILE = /\.(js|mjs|css|html|json|svg|txt|xml|map)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (TEXT_FILE.test(entry.name)) yield path;
  }
}

/** Writes `<file>.br` and `<file>.gz` next to `file` when each is smaller than the file itself. */
export async function precompressFile(file: string): Promise<void> {
  const raw = await readFile(file);
  const variants = await Promise.all([
    brotli(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }).then((bytes) => ['.br', bytes] as const),
    gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }).then((bytes) => ['.gz', bytes] as const),
  ]);
  await Promise.all(variants.filter(([, bytes]) => bytes.length < raw.length).map(([ext, bytes]) => writeFile(file + ext, bytes)));
}

/** Compresses every text file of `dir`, recursively. */
export async function precompressFolder(dir: string): Promise<void> {
  const jobs: Promise<void>[] = [];
  for await (const file of filesUnder(dir)) jobs.push(precompressFile(file));
  await Promise.all(jobs);
}

/**
 * Runs once the whole build is on disk (closeBundle), so files written late by other plugins
 * (mf-manifest.json, remoteEntry.js) are compressed too.
 */
export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'lettra-precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressFolder(outDir);
    },
  };
}
