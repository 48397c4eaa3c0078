import { CANCEL_REASON_MAX, CONTRACT_MESSAGES, type ContractDto } from '@cosign/api'
import { ReasonDialog } from '@cosign/ui/form-dialog'
import { contractsApi } from './contract-api.js'

/** Cancelling a contract (either party or an admin), with the reason both parties are told. */
export function CancelContractDialog({
  open,
  contract,
  onClose,
  onCancelled,
}: {
  open: boolean
  contract: ContractDto
  onClose: () => void
  onCancelled: (contract: ContractDto) => void
}) {
  return (
    <ReasonDialog
      subject={open ? contract : null}
      title="Cancel contract"
      intro={(subject) => (
        <>
          Cancelling ends this contract for both parties. It cannot be undone.
          {subject.step1.status === 'completed'
            ? ' What the renter already paid is kept as a credit toward another cosigner, or refunded on request.'
            : ''}
        </>
      )}
      submitLabel="Cancel contract"
      busyLabel="Cancelling…"
      cancelLabel="Keep contract"
      requiredMessage={CONTRACT_MESSAGES.cancelReasonRequired}
      maxLength={CANCEL_REASON_MAX}
      reject={async (subject, reason) => (await contractsApi.cancel(subject.id, { reason })).contract}
      rejected={() => ({ title: 'Contract cancelled', description: 'Both parties are notified.' })}
      onClose={(done) => (done ? onCancelled(done.result) : onClose())}
    />
  )
}
