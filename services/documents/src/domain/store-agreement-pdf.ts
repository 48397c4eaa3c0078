import { createHash } from 'node:crypto'
import type { AgreementData } from '@cosign/api'
import type { VerifyUrls } from '../model/agreement-event.js'
import { renderAgreementPdf } from '../lib/pdf/render-agreement-pdf.js'
import type { Deps } from './deps.js'

/** Renders the agreement and writes its file (deterministic: the same input writes the same key and bytes). */
export async function storeAgreementPdf(
  deps: Pick<Deps, 'files'>,
  contractId: string,
  agreement: AgreementData,
  issuedAt: Date,
  urls: VerifyUrls,
) {
  const bytes = await renderAgreementPdf({ contractId, agreement, issuedAt, ...urls })
  const sha256 = createHash('sha256').update(bytes).digest('hex')
  const storageKey = `agreements/${contractId}-${sha256.slice(0, 16)}.pdf`
  await deps.files.write(storageKey, bytes)
  return { sha256, storageKey, sizeBytes: bytes.length }
}

