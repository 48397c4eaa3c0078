import { readFile } from 'node:fs/promises'
import { DOCUMENT_MESSAGES } from '@cosign/api'
import { badRequest } from '@cosign/service-kit'
import type { FileKind } from '../model/file-kinds.js'
import { pdfActiveContent } from '../model/pdf-active-content.js'
import type { ReceivedFile } from '../repositories/file-store.js'
import { inTransaction, type Tx } from '../repositories/db.js'
import type { Deps } from './deps.js'

/** A file of a multipart upload, streamed to the file store's temporary area (routes/read-upload.ts). */
export interface UploadedFile extends ReceivedFile {
  /** The name the browser sent (display and downloads only). */
  fileName: string
}

/** Refuses (400) a PDF upload that carries JavaScript or actions (model/pdf-active-content.ts); other kinds pass. */
export async function refuseActivePdf(kind: FileKind, file: ReceivedFile): Promise<void> {
  if (kind !== 'pdf') return
  if (pdfActiveContent(await readFile(file.tempPath)))
    throw badRequest(DOCUMENT_MESSAGES.pdfActiveContent, 'PDF_ACTIVE_CONTENT')
}

/** A multipart form as read: its text fields and its one file, if any. */
export interface Upload {
  fields: Record<string, string>
  file: UploadedFile | null
}

/**
 * An upload's file and its row, kept together or not at all: the file is moved into place at `storageKey` first,
 * `writeRow` commits the row (and its events) in one transaction after, and the file is removed again if that fails.
 */
export async function storeWithRow<T>(
  deps: Pick<Deps, 'prisma' | 'files'>,
  file: ReceivedFile,
  storageKey: string,
  writeRow: (tx: Tx) => Promise<T>,
): Promise<T> {
  await deps.files.commit(file.tempPath, storageKey)
  try {
    return await inTransaction(deps.prisma, writeRow)
  } catch (err) {
    await deps.files.remove(storageKey)
    throw err
  }
}
