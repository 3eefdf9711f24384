// Writes .br and .gz next to every built JS and CSS file, so the server sends compressed assets
// without compressing on each request (compression inside Node costs throughput, decision 005).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** Compresses the built assets under `dir`; answers how many files. */
export function precompress(dir) {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true })) {
    const file = path.join(dir, String(entry));
    if (!/\.(js|css|json|svg)$/.test(file) || !fs.statSync(file).isFile()) continue;
    const data = fs.readFileSync(file);
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
    count++;
  }
  return count;
}
