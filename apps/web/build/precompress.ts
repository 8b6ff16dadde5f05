import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images and fonts are compressed already, source maps are for developers. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than the extra lookup costs. */
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** Writes `file.br` and `file.gz` beside `file` when each is smaller than the original. */
async function compressFile(file: string): Promise<void> {
  const source = fs.readFileSync(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < source.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < source.length) fs.writeFileSync(`${file}.gz`, gz);
}

/**
 * Brotli (quality 11) and gzip (level 9) copies of the built text files, made once at build time so the
 * server only picks one by `Accept-Encoding` and never compresses per request. Runs after every other
 * plugin's closeBundle, so the service worker that vite-plugin-pwa writes there is compressed too.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'ks:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = [...filesUnder(outDir)].filter((file) => COMPRESSIBLE.test(file) && fs.statSync(file).size >= MIN_BYTES);
        await Promise.all(files.map(compressFile));
      },
    },
  };
}
