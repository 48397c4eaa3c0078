import type { ReceivedFile } from '../repositories/file-store.js'

/** A file of a multipart upload, streamed to the file store's temporary area (routes/read-upload.ts). */
export interface UploadedFile extends ReceivedFile {
  /** The name the browser sent (display and downloads only). */
  fileName: string
}

/** A multipart form as read: its text fields and its one file, if any. */
export interface Upload {
  fields: Record<string, string>
  file: UploadedFile | null
}
