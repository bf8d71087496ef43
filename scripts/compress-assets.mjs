// Writes .br and .gz beside every text asset of the built web app, once, so the server never
// compresses the same bytes on each request (it serves them with precompressed: true).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist/web');
const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/;

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* walk(file);
    else if (TEXT.test(name)) yield file;
  }
}

let count = 0;
for (const file of walk(root)) {
  const bytes = readFileSync(file);
  if (bytes.length < 1024) continue;
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count += 1;
}
console.log(`compressed ${count} assets in ${path.relative(process.cwd(), root)}`);
