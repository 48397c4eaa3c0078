import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { AGREEMENT_VERIFY_MAX_BYTES, DOCUMENT_MESSAGES, ERROR_CODES } from '@cosign/api'
import { AppError, badRequest, findInputProblem, inputProblemMessage } from '@cosign/service-kit'
import type { Upload, UploadedFile } from '../domain/upload.js'

const FIELD_MAX_BYTES = 4096

/**
 * Reads a multipart form with one file part named `file` and the listed text fields, streaming the file to
 * the store's temporary area. Any other part, a second file or an oversize one is refused; a temporary file
 * is removed on refusal. The caller discards `file.tempPath` when done with it.
 */
export async function readUpload(
  request: FastifyRequest,
  options: { fields: readonly string[]; maxFileBytes: number; tooLargeMessage: string },
): Promise<Upload> {
  if (!request.isMultipart())
    throw new AppError(415, ERROR_CODES.unsupportedMediaType, DOCUMENT_MESSAGES.multipartRequired)
  const files = request.server.files
  const fields: Record<string, string> = {}
  let file: UploadedFile | null = null
  try {
    const parts = request.parts({
      limits: {
        fileSize: options.maxFileBytes,
        files: 1,
        fields: options.fields.length,
        fieldSize: FIELD_MAX_BYTES,
        parts: options.fields.length + 1,
      },
    })
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw badRequest(`Unexpected file field '${part.fieldname}'`)
        refuseUnstorable(part.filename)
        const received = await files.receive(part.file)
        file = { ...received, fileName: part.filename.slice(0, 255) }
        if (part.file.truncated) throw new AppError(413, ERROR_CODES.payloadTooLarge, options.tooLargeMessage)
      } else {
        if (!options.fields.includes(part.fieldname)) throw badRequest(`Unexpected field '${part.fieldname}'`)
        if (part.valueTruncated) throw badRequest(`Field '${part.fieldname}' is too long`)
        refuseUnstorable(String(part.value))
        fields[part.fieldname] = String(part.value)
      }
    }
    return { fields, file }
  } catch (err) {
    if (file) await files.discard(file.tempPath)
    throw uploadError(err, options.tooLargeMessage)
  }
}

/**
 * Reads a multipart form of exactly one file part named `file` and returns its SHA-256, without storing it
 * anywhere (the public agreement verification). No file: null. Oversize: 413 with the given message.
 */
export async function hashUpload(
  request: FastifyRequest,
  options: { maxFileBytes: number; tooLargeMessage: string },
): Promise<{ sha256: string; size: number } | null> {
  if (!request.isMultipart())
    throw new AppError(415, ERROR_CODES.unsupportedMediaType, DOCUMENT_MESSAGES.multipartRequired)
  let result: { sha256: string; size: number } | null = null
  try {
    const parts = request.parts({
      limits: { fileSize: options.maxFileBytes, files: 1, fields: 0, parts: 1, fieldSize: FIELD_MAX_BYTES },
    })
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== 'file')
        throw badRequest(`Unexpected field '${part.fieldname}'`)
      const hash = createHash('sha256')
      let size = 0
      for await (const chunk of part.file) {
        hash.update(chunk as Buffer)
        size += (chunk as Buffer).length
      }
      if (part.file.truncated) throw new AppError(413, ERROR_CODES.payloadTooLarge, options.tooLargeMessage)
      result = { sha256: hash.digest('hex'), size }
    }
    return result
  } catch (err) {
    throw uploadError(err, options.tooLargeMessage)
  }
}

/** Multipart text skips the service-kit input guard (the body is streamed here), so it is checked as it is read. */
function refuseUnstorable(text: string): void {
  const problem = findInputProblem(text)
  if (problem) throw badRequest(inputProblemMessage(problem))
}

/** The multipart parser's own errors are the client's fault: answer them as 4xx with a clear message. */
function uploadError(err: unknown, tooLargeMessage: string): unknown {
  if (err instanceof AppError) return err
  const code = (err as { code?: string }).code
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, ERROR_CODES.payloadTooLarge, tooLargeMessage)
    case 'FST_FILES_LIMIT':
      return badRequest(DOCUMENT_MESSAGES.oneFileOnly)
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return badRequest('The form has unexpected fields.')
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest('The upload was interrupted. Please try again.')
  }
  // busboy's parse errors ("Unexpected end of form", "Malformed part header", ...)
  if (err instanceof Error && !code && /form|part|boundary|multipart/i.test(err.message))
    return badRequest('The upload could not be read. Please try again.')
  return err
}

/** The SHA-256 of an agreement PDF uploaded to be checked (hashed as it streams, never stored): required, bounded. */
export async function agreementUploadSha256(request: FastifyRequest): Promise<string> {
  const upload = await hashUpload(request, {
    maxFileBytes: AGREEMENT_VERIFY_MAX_BYTES,
    tooLargeMessage: DOCUMENT_MESSAGES.agreementFileTooLarge,
  })
  if (!upload || upload.size === 0) throw badRequest(DOCUMENT_MESSAGES.agreementFileRequired)
  return upload.sha256
}
