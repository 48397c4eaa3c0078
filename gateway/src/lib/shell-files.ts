import { stat, readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * The file of the shell build a URL path names, as a path relative to the build directory, or null:
 * nothing outside the directory, no dot-files, no directories.
 */
export async function findShellFile(shellDir: string, urlPath: string): Promise<string | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null
  const segments = decoded.split('/').filter(Boolean)
  if (segments.length === 0 || segments.some((s) => s.startsWith('.'))) return null
  const relative = segments.join('/')
  const stats = await stat(path.join(shellDir, relative)).catch(() => null)
  return stats?.isFile() ? relative : null
}

/**
 * The shell's index.html, re-read only when the file changes (the shell may be rebuilt while the gateway
 * runs, or be built after it started). Null while it does not exist.
 */
export class ShellIndex {
  private cached: { mtimeMs: number; size: number; html: Buffer } | null = null

  constructor(private readonly file: string) {}

  async read(): Promise<Buffer | null> {
    const stats = await stat(this.file).catch(() => null)
    if (!stats?.isFile()) {
      this.cached = null
      return null
    }
    if (this.cached?.mtimeMs !== stats.mtimeMs || this.cached.size !== stats.size) {
      const html = await readFile(this.file).catch(() => null)
      if (!html) return null
      this.cached = { mtimeMs: stats.mtimeMs, size: stats.size, html }
    }
    return this.cached.html
  }
}
