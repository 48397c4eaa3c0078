// File types are decided from the bytes, not from names or the browser's Content-Type.
export type FileKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf' | 'doc' | 'docx' | 'txt'

/** How many leading bytes are kept for detection. */
export const SNIFF_BYTES = 4096

export const MIME_TYPES: Record<FileKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
}
export const STORED_EXTENSIONS: Record<FileKind, string> = {
  png: 'png',
  jpeg: 'jpg',
  gif: 'gif',
  webp: 'webp',
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
  txt: 'txt',
}

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b)

type BinaryKind = Exclude<FileKind, 'txt' | 'docx'> | 'zip'

/** The binary format announced by the file's magic bytes, if any we know. */
export function binaryKind(head: Buffer): BinaryKind | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (
    startsWith(head, [0x47, 0x49, 0x46, 0x38]) &&
    (head[4] === 0x37 || head[4] === 0x39) &&
    head[5] === 0x61
  )
    return 'gif'
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp'
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf' // %PDF-
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc' // OLE2 compound file
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'zip' // docx is a zip package
  return null
}

/** Plain text: valid UTF-8 (a cut-off character at the end is fine) without NUL bytes. */
export function looksLikeText(head: Buffer): boolean {
  if (head.includes(0)) return false
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true })
    return true
  } catch {
    return false
  }
}

const CREDIT_REPORT_KINDS = new Set<FileKind>(['png', 'jpeg', 'gif', 'webp', 'pdf'])

/** Credit reports: an image (PNG, JPEG, GIF, WEBP) or a PDF, by content alone. */
export function creditReportKind(head: Buffer): FileKind | null {
  const kind = binaryKind(head)
  return kind && kind !== 'zip' && CREDIT_REPORT_KINDS.has(kind) ? kind : null
}

const KIND_BY_EXTENSION: Record<string, FileKind> = {
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
  txt: 'txt',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.')
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : ''
}

/** Admin documents: the extension must be an accepted one and the content must be what it says. */
export function adminDocumentKind(fileName: string, head: Buffer): FileKind | null {
  const claimed = KIND_BY_EXTENSION[extensionOf(fileName)]
  if (!claimed || head.length === 0) return null
  if (claimed === 'txt') return binaryKind(head) === null && looksLikeText(head) ? 'txt' : null
  const actual = binaryKind(head)
  if (claimed === 'docx') return actual === 'zip' ? 'docx' : null
  return actual === claimed ? claimed : null
}
