import {
  ADMIN_DOCUMENT_EXTENSIONS,
  ADMIN_DOCUMENT_MAX_BYTES,
  DOCUMENT_AUDIENCES,
  DOCUMENT_MESSAGES,
  type DocumentAudience,
} from '@cosign/api'

export const AUDIENCE_LABELS: Record<DocumentAudience, string> = {
  ALL: 'Everyone',
  RENTER: 'Renters',
  COSIGNER: 'Cosigners',
}
export const AUDIENCE_OPTIONS = DOCUMENT_AUDIENCES.map((a) => ({ value: a, label: AUDIENCE_LABELS[a] }))
/** The file input's `accept`: the spec's extensions (the service checks the bytes, whatever the name says). */
export const ACCEPT = ADMIN_DOCUMENT_EXTENSIONS.map((e) => `.${e}`).join(',')

/** The spec's default title: the file name without its (last) extension ("Lease guide.v2.pdf" -> "Lease guide.v2"). */
export function defaultTitle(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '')
  const dot = base.lastIndexOf('.')
  return (dot > 0 ? base.slice(0, dot) : base).trim()
}

/** Early feedback on the chosen file, or null when it may be sent; the service still checks the content. */
export function documentFileError(file: { name: string; size: number }): string | null {
  const ext = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : ''
  if (!(ADMIN_DOCUMENT_EXTENSIONS as readonly string[]).includes(ext))
    return DOCUMENT_MESSAGES.invalidDocumentType
  if (file.size > ADMIN_DOCUMENT_MAX_BYTES) return DOCUMENT_MESSAGES.documentTooLarge
  return null
}

/** Both a file and a non-blank title are needed ('Please select a file and enter a title'). */
export function uploadFormError(file: unknown, title: string): string | null {
  return file && title.trim() ? null : DOCUMENT_MESSAGES.selectFileAndTitle
}
