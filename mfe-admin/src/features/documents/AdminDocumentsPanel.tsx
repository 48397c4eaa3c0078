import { useId, useRef, useState, type FormEvent, type RefObject } from 'react'
import { DOCUMENT_MESSAGES, type DocumentAudience, type DocumentDto } from '@cosign/api'
import {
  Alert, Badge, Button, Card, Dialog, Select, ServerDataView, TextField, errorMessage,
  formatFileSize, toast, useServerData,
} from '@cosign/ui'
import { downloadWithToken } from '@cosign/ui/download'
import { DataTable } from '@cosign/ui/data-table'
import {
  ACCEPT, AUDIENCE_LABELS, AUDIENCE_OPTIONS, defaultTitle, documentFileError, uploadFormError,
} from './documents.js'
import { deleteDocument, listDocuments, uploadDocument } from './documents-api.js'
import { AddFirstEmptyState } from '../../components/EmptyStateActions.js'
import { DateTimeCell } from '../../components/DateTimeCell.js'

const COLUMNS = ['Title', 'Audience', 'File', 'Uploaded', 'Status', 'Actions'] as const

/** The admin Documents library: upload form (file, title, description, audience) and the list with soft delete. */
export function AdminDocumentsPanel() {
  const list = useServerData('admin.documents', listDocuments)
  const { reload } = list
  const [deleting, setDeleting] = useState<DocumentDto | null>(null)
  // The upload form's file field: the empty list's action starts an upload there.
  const fileRef = useRef<HTMLInputElement>(null)

  return (
    <div className="ui-stack">
      <UploadForm fileRef={fileRef} onUploaded={() => void reload()} />
      <Card title="Documents" headingLevel={3}>
        <ServerDataView
          state={list}
          loadingLabel="Loading documents…"
          errorTitle={DOCUMENT_MESSAGES.loadFailed}
          empty={
            <AddFirstEmptyState
              title="No documents yet"
              description="Upload a guide, a form or a policy for renters, cosigners or everyone: it appears here and on their Documents page."
              actionLabel="Upload a document"
              firstField={fileRef}
            />
          }
        >
          {(data) => (
            <DataTable label="Documents table" columns={COLUMNS}>
              {data.items.map((d) => (
                <tr key={d.id} data-testid="admin-document-row">
                  <td>
                    <strong>{d.title}</strong>
                    {d.description ? <div className="adm-stat__note">{d.description}</div> : null}
                  </td>
                  <td>{AUDIENCE_LABELS[d.targetAudience] ?? d.targetAudience}</td>
                  <td style={{ overflowWrap: 'anywhere' }}>
                    {d.fileName} <span className="adm-stat__note">({formatFileSize(d.fileSize)})</span>
                  </td>
                  <DateTimeCell at={d.createdAt} />
                  <td>{d.isActive ? <Badge variant="success">Active</Badge> : <Badge>Deleted</Badge>}</td>
                  <td>
                    <div className="ui-row">
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Download ${d.title}`}
                        onClick={() => void download(d)}
                      >
                        Download
                      </Button>
                      {d.isActive ? (
                        <Button
                          size="sm"
                          variant="danger"
                          aria-label={`Delete ${d.title}`}
                          onClick={() => setDeleting(d)}
                        >
                          Delete
                        </Button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
        </ServerDataView>
      </Card>
      <DeleteDialog
        document={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null)
          void reload()
        }}
      />
    </div>
  )
}

async function download(d: DocumentDto) {
  try {
    await downloadWithToken(d.downloadUrl, d.fileName, DOCUMENT_MESSAGES.downloadFailed)
  } catch {
    toast({ title: 'Error', description: DOCUMENT_MESSAGES.downloadFailed, variant: 'error' })
  }
}

function UploadForm({ fileRef, onUploaded }: { fileRef: RefObject<HTMLInputElement | null>; onUploaded: () => void }) {
  const [file, setFile] = useState<File | null>(null)
  const [title, setTitle] = useState('')
  const [titleTouched, setTitleTouched] = useState(false)
  const [description, setDescription] = useState('')
  const [audience, setAudience] = useState<DocumentAudience>('ALL')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const fileId = useId()

  function chooseFile(chosen: File | null) {
    setFile(chosen)
    setError(chosen ? documentFileError(chosen) : null)
    // The title follows the file until the admin types their own.
    if (chosen && (!titleTouched || !title.trim())) setTitle(defaultTitle(chosen.name))
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const problem = uploadFormError(file, title) ?? (file ? documentFileError(file) : null)
    if (problem || !file) {
      setError(problem)
      if (!file) fileRef.current?.focus()
      return
    }
    const form = new FormData()
    form.append('title', title.trim())
    form.append('description', description.trim())
    form.append('targetAudience', audience)
    form.append('file', file)
    setSaving(true)
    try {
      await uploadDocument(form)
      toast({ title: 'Success', description: DOCUMENT_MESSAGES.uploaded, variant: 'success' })
      setFile(null)
      setTitle('')
      setTitleTouched(false)
      setDescription('')
      setAudience('ALL')
      setError(null)
      if (fileRef.current) fileRef.current.value = ''
      onUploaded()
    } catch (err) {
      toast({ title: DOCUMENT_MESSAGES.uploadFailed, description: errorMessage(err), variant: 'error' })
      setError(errorMessage(err, DOCUMENT_MESSAGES.uploadFailed))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Card title="Upload document" headingLevel={3}>
      <form noValidate className="ui-stack" onSubmit={(e) => void submit(e)} aria-label="Upload document">
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={fileId}>
            File
          </label>
          <span id={`${fileId}-hint`} className="ui-field__hint">
            PDF, DOC, DOCX, TXT, JPG, JPEG or PNG, up to 25 MB.
          </span>
          <input
            ref={fileRef}
            id={fileId}
            type="file"
            className="ui-input"
            accept={ACCEPT}
            aria-describedby={`${fileId}-hint`}
            onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <TextField
          label="Title"
          value={title}
          maxLength={200}
          onChange={(e) => {
            setTitle(e.target.value)
            setTitleTouched(true)
            if (error === DOCUMENT_MESSAGES.selectFileAndTitle) setError(null)
          }}
        />
        <TextField
          label="Description (optional)"
          value={description}
          maxLength={1000}
          onChange={(e) => setDescription(e.target.value)}
        />
        <Select
          label="Audience"
          options={AUDIENCE_OPTIONS}
          value={audience}
          onChange={(e) => setAudience(e.target.value as DocumentAudience)}
        />
        {error ? <Alert variant="error">{error}</Alert> : null}
        <div>
          <Button type="submit" loading={saving} loadingText="Uploading…">
            Upload
          </Button>
        </div>
      </form>
    </Card>
  )
}

function DeleteDialog({
  document,
  onClose,
  onDeleted,
}: {
  document: DocumentDto | null
  onClose: () => void
  onDeleted: () => void
}) {
  const [saving, setSaving] = useState(false)
  async function remove() {
    if (!document) return
    setSaving(true)
    try {
      await deleteDocument(document.id)
      toast({ title: 'Success', description: DOCUMENT_MESSAGES.deleted, variant: 'success' })
      onDeleted()
    } catch (err) {
      toast({ title: DOCUMENT_MESSAGES.deleteFailed, description: errorMessage(err), variant: 'error' })
    } finally {
      setSaving(false)
    }
  }
  return (
    <Dialog open={document !== null} onClose={() => (saving ? undefined : onClose())} title="Delete document">
      {document ? (
        <div className="ui-stack">
          <p style={{ margin: 0 }}>
            Delete “{document.title}”? Users will no longer see it; it stays in this list as deleted.
          </p>
          <div className="ui-row">
            <Button variant="danger" loading={saving} loadingText="Deleting…" onClick={() => void remove()}>
              Delete
            </Button>
            <Button variant="secondary" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  )
}
