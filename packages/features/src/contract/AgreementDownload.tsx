import { useState } from 'react'
import { Alert, Button, errorMessage, isApiError } from '@cosign/ui'
import { downloadSignedAgreement } from './contract-api.js'
import { AGREEMENT_PREPARING } from './contract-view.js'

/** Download signed PDF; while the documents service is still rendering it (404) says so, with Try again. */
export function AgreementDownload({ contractId }: { contractId: string }) {
  const [state, setState] = useState<'idle' | 'busy' | 'preparing' | 'error'>('idle')
  const [message, setMessage] = useState('')

  async function download() {
    setState('busy')
    try {
      await downloadSignedAgreement(contractId)
      setState('idle')
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        setState('preparing')
      } else {
        setMessage(errorMessage(error, 'Could not download the agreement. Please try again.'))
        setState('error')
      }
    }
  }

  return (
    <div className="ui-stack">
      <p style={{ margin: 0 }}>
        The agreement with both signatures, the signing times and the terms fingerprint, as a PDF.
      </p>
      {state === 'preparing' ? <Alert variant="info">{AGREEMENT_PREPARING}</Alert> : null}
      {state === 'error' ? <Alert variant="error">{message}</Alert> : null}
      <div>
        <Button
          variant="secondary"
          onClick={() => void download()}
          loading={state === 'busy'}
          loadingText="Preparing download…"
        >
          {state === 'preparing' || state === 'error' ? 'Try again' : 'Download signed PDF'}
        </Button>
      </div>
    </div>
  )
}
