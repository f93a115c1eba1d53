// Compresses a build's hashed assets once, at build time: brotli at its highest level and gzip
// beside each file (`x.js` → `x.js.br`, `x.js.gz`). The server sends these as they are
// (@fastify/static `preCompressed`), so an immutable file is never compressed again per request
// (issue 22: the storefront's main chunk went from 116 req/s, compressed on every request, to the
// speed of reading a file).
//
//   node scripts/precompress.mjs <folder>…
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Text formats only: images and fonts are compressed already.
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|html|xml|wasm)$/;
// Below this a compressed copy saves less than its headers cost (@fastify/compress's threshold).
const MIN_BYTES = 1024;

/** Writes `file.br` and `file.gz` unless both are newer than `file`; returns the bytes saved or null. */
function compressOne(file) {
  const source = statSync(file);
  const fresh = (copy) => {
    try {
      return statSync(copy).mtimeMs >= source.mtimeMs;
    } catch {
      return false;
    }
  };
  if (fresh(`${file}.br`) && fresh(`${file}.gz`)) return null;
  const bytes = readFileSync(file);
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  return bytes.length - br.length;
}

function* filesBelow(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesBelow(path);
    else if (COMPRESSIBLE.test(entry.name) && statSync(path).size >= MIN_BYTES) yield path;
  }
}

const folders = process.argv.slice(2);
if (folders.length === 0) {
  console.error('usage: node scripts/precompress.mjs <folder>…');
  process.exit(2);
}
let written = 0;
let saved = 0;
for (const folder of folders) {
  for (const file of filesBelow(folder)) {
    const gain = compressOne(file);
    if (gain === null) continue;
    written++;
    saved += gain;
  }
}
console.log(`precompressed ${written} files (brotli saves ${Math.round(saved / 1024)} KiB)`);
