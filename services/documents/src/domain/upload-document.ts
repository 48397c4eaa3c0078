import { randomUUID } from 'node:crypto'
import {
  DOCUMENT_AUDIENCES,
  DOCUMENT_MESSAGES,
  type DocumentAudience,
  type DocumentResponse, adminActionOf } from '@cosign/api'
import { badRequest } from '@cosign/service-kit'
import { documentRepository } from '../repositories/document-repository.js'
import { outboxRepository } from '../repositories/outbox-repository.js'
import type { Deps } from './deps.js'
import { adminDocumentKind, MIME_TYPES, STORED_EXTENSIONS } from '../model/file-kinds.js'
import { defaultTitle, DESCRIPTION_MAX, TITLE_MAX } from '../model/upload-rules.js'
import { toDocumentDto } from '../model/to-dto.js'
import { refuseActivePdf, storeWithRow, type Upload } from './upload.js'

/** An admin adds a document for everyone or for one role. File and row are kept together or not at all. */
export async function uploadDocument(
  deps: Pick<Deps, 'prisma' | 'files' | 'publicPath' | 'record' | 'flush'>,
  admin: { id: string; email: string },
  upload: Upload,
): Promise<DocumentResponse> {
  const { files } = deps
  const { file, fields } = upload
  try {
    const title = (fields.title ?? '').trim() || (file ? defaultTitle(file.fileName) : '')
    if (!file || file.size === 0 || !title) throw badRequest(DOCUMENT_MESSAGES.selectFileAndTitle)
    if (title.length > TITLE_MAX) throw badRequest(`Title must be at most ${TITLE_MAX} characters`)
    const description = (fields.description ?? '').trim()
    if (description.length > DESCRIPTION_MAX)
      throw badRequest(`Description must be at most ${DESCRIPTION_MAX} characters`)
    const audience = (fields.targetAudience ?? '').trim() || 'ALL'
    if (!(DOCUMENT_AUDIENCES as readonly string[]).includes(audience))
      throw badRequest(DOCUMENT_MESSAGES.invalidAudience)
    const kind = adminDocumentKind(file.fileName, file.head)
    if (!kind) throw badRequest(DOCUMENT_MESSAGES.invalidDocumentType, 'INVALID_FILE_TYPE')
    await refuseActivePdf(kind, file)

    const id = randomUUID()
    const storageKey = `documents/${id}.${STORED_EXTENSIONS[kind]}`
    // The row and the audit log's row (issue 30) commit together.
    const document = await storeWithRow(deps, file, storageKey, async (tx) => {
      const created = await documentRepository.create(tx, {
        id,
        title,
        description,
        fileName: file.fileName,
        storageKey,
        fileType: MIME_TYPES[kind],
        fileSize: file.size,
        targetAudience: audience as DocumentAudience,
        uploadedBy: admin.id,
      })
      await outboxRepository.add(
        tx,
        deps.record('admin_action.recorded', adminActionOf(admin, 'document.uploaded', ['document', id],
          null,
          { title, fileName: file.fileName, targetAudience: audience },
        )),
      )
      return created
    })
    void deps.flush()
    return { document: toDocumentDto(document, deps.publicPath) }
  } finally {
    if (file) await files.discard(file.tempPath)
  }
}
