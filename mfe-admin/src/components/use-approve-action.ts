import { useState } from 'react'
import { errorMessage, toast } from '@cosign/ui'

/**
 * A review queue's one-click decision (verify a credit report, approve a profile), the counterpart of the
 * ReasonDialog that rejects: one item at a time (`busyId`), the success or the failure said in a toast, then
 * `after(approved)` (the queue reloads either way: the item may have been decided elsewhere).
 */
export function useApproveAction<T extends { id: string }>({
  approve,
  approved,
  after,
}: {
  approve: (item: T) => Promise<unknown>
  approved: (item: T) => { title: string; description: string }
  after: (approved: boolean) => void
}) {
  const [busyId, setBusyId] = useState<string | null>(null)
  async function run(item: T) {
    setBusyId(item.id)
    try {
      await approve(item)
      toast({ ...approved(item), variant: 'success' })
      after(true)
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), variant: 'error' })
      after(false)
    } finally {
      setBusyId(null)
    }
  }
  return { busyId, run }
}
