#!/usr/bin/env node
// Writes .br and .gz next to each text asset of a build, so a static server can send compressed files without
// compressing per request (the gateway's @fastify/static serves them with `preCompressed`).
// Usage: node scripts/precompress.mjs <dir>
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const dir = process.argv[2]
if (!dir) {
  console.error('usage: precompress.mjs <dir>')
  process.exit(1)
}
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|map)$/
let count = 0
function walk(d) {
  for (const name of readdirSync(d)) {
    const file = path.join(d, name)
    if (statSync(file).isDirectory()) walk(file)
    else if (TEXT.test(name) && statSync(file).size > 1024) {
      const data = readFileSync(file)
      writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }))
      count++
    }
  }
}
walk(dir)
console.log(`precompressed ${count} files in ${dir}`)
