import { randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs'
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { SNIFF_BYTES } from '../model/file-kinds.js'

export interface ReceivedFile {
  tempPath: string
  size: number
  /** The first SNIFF_BYTES bytes, for type detection. */
  head: Buffer
}

/**
 * Private files on local disk. Uploads are streamed to `tmp/` first and moved into place with a rename
 * (same file system, atomic) only once they are accepted, so a rejected or half-received upload never
 * appears under a storage key. Keys are made by the service, never from user input.
 */
export class FileStore {
  readonly root: string
  private readonly tmpDir: string

  constructor(root: string) {
    this.root = path.resolve(root)
    this.tmpDir = path.join(this.root, 'tmp')
  }

  async init(): Promise<void> {
    await mkdir(this.tmpDir, { recursive: true, mode: 0o700 })
    // The default directory is inside the repository: keep uploaded files out of version control.
    await writeFile(path.join(this.root, '.gitignore'), '*\n', { flag: 'wx' }).catch(() => undefined)
    // Leftovers of a crash mid-upload; fresh ones may belong to another instance's running upload.
    const cutoff = Date.now() - 60 * 60 * 1000
    for (const name of await readdir(this.tmpDir)) {
      const file = path.join(this.tmpDir, name)
      const info = await stat(file).catch(() => null)
      if (info && info.mtimeMs < cutoff) await rm(file, { force: true })
    }
  }

  async receive(source: Readable): Promise<ReceivedFile> {
    const tempPath = path.join(this.tmpDir, randomUUID())
    let size = 0
    const head: Buffer[] = []
    let headLength = 0
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length
        if (headLength < SNIFF_BYTES) {
          const part = chunk.subarray(0, SNIFF_BYTES - headLength)
          head.push(part)
          headLength += part.length
        }
        done(null, chunk)
      },
    })
    try {
      await pipeline(source, measure, createWriteStream(tempPath, { flags: 'wx', mode: 0o600 }))
    } catch (err) {
      await rm(tempPath, { force: true })
      throw err
    }
    return { tempPath, size, head: Buffer.concat(head) }
  }

  /** Stores bytes the service made (a rendered PDF) at a key: written to `tmp/`, then renamed into place. */
  async write(key: string, bytes: Uint8Array): Promise<void> {
    const tempPath = path.join(this.tmpDir, randomUUID())
    try {
      await writeFile(tempPath, bytes, { flag: 'wx', mode: 0o600 })
      await this.commit(tempPath, key)
    } catch (err) {
      await rm(tempPath, { force: true })
      throw err
    }
  }

  /** Moves an accepted upload to its key. */
  async commit(tempPath: string, key: string): Promise<void> {
    const target = this.pathOf(key)
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 })
    await rename(tempPath, target)
  }

  /** Removes a temporary upload; nothing happens if it was committed or is gone. */
  async discard(tempPath: string): Promise<void> {
    await rm(tempPath, { force: true })
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true })
  }

  /** A stream of the stored file and its size, or null when the file is missing. */
  async open(key: string): Promise<{ stream: ReadStream; size: number } | null> {
    const file = this.pathOf(key)
    const info = await stat(file).catch(() => null)
    if (!info?.isFile()) return null
    return { stream: createReadStream(file), size: info.size }
  }

  private pathOf(key: string): string {
    const resolved = path.resolve(this.root, key)
    if (!resolved.startsWith(this.root + path.sep) || resolved.startsWith(this.tmpDir + path.sep))
      throw new Error(`storage key outside the store: ${key}`)
    return resolved
  }
}
