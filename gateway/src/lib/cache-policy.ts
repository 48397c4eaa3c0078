import path from 'node:path'

export const NO_CACHE = 'no-cache'
export const IMMUTABLE = 'public, max-age=31536000, immutable'

// webpack names emitted assets with a content hash (`main.3f9a1c2b.js`, `412.8e1d0a77c3.chunk.js`).
const CONTENT_HASHED = /[.-][0-9a-f]{8,}[.-]/i

/**
 * Cache-Control for a file of the shell build: hashed assets never change under their name, so browsers
 * may keep them for a year; everything else (index.html above all) is revalidated on every load so a new
 * deployment is picked up at once.
 */
export function cacheControlFor(relativePath: string): string {
  const name = path.posix.basename(relativePath)
  if (name === 'index.html') return NO_CACHE
  return CONTENT_HASHED.test(name) ? IMMUTABLE : NO_CACHE
}
