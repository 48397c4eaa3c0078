// The contract's share links for the landlord (documents service): listed, created and revoked by either party
// of a finalized contract. The created link's URL is answered once (only its hash is stored), so it is kept in
// this screen's state until the page is left.
import { useCallback, useState } from 'react'
import type { AgreementShareDto } from '@cosign/api'
import { errorMessage, useServerData } from '@cosign/ui'
import { shareLinksApi } from './share-links-api.js'

export interface ShareLinks {
  status: 'loading' | 'error' | 'ready'
  items: AgreementShareDto[]
  loadError: string
  reload: () => void
  /** The link made on this screen (its URL cannot be read again later). */
  created: { id: string; url: string } | null
  creating: boolean
  createError: string
  create: () => Promise<void>
  revoking: string | null
  revokeError: string
  revoke: (shareId: string) => Promise<void>
}

export function useShareLinks(contractId: string): ShareLinks {
  const list = useServerData(['documents.agreement-shares', contractId], (signal) =>
    shareLinksApi.list(contractId, signal),
  )
  const [created, setCreated] = useState<{ id: string; url: string } | null>(null)
  const [creating, setCreating] = useState(false)
  const [createError, setCreateError] = useState('')
  const [revoking, setRevoking] = useState<string | null>(null)
  const [revokeError, setRevokeError] = useState('')

  const create = useCallback(async () => {
    setCreating(true)
    setCreateError('')
    try {
      const { share, url } = await shareLinksApi.create(contractId)
      setCreated({ id: share.id, url })
      await list.reload()
    } catch (error) {
      setCreateError(errorMessage(error, 'Could not create the link. Please try again.'))
    } finally {
      setCreating(false)
    }
  }, [contractId, list])

  const revoke = useCallback(
    async (shareId: string) => {
      setRevoking(shareId)
      setRevokeError('')
      try {
        await shareLinksApi.revoke(contractId, shareId)
        setCreated((current) => (current?.id === shareId ? null : current))
        await list.reload()
      } catch (error) {
        setRevokeError(errorMessage(error, 'Could not revoke the link. Please try again.'))
      } finally {
        setRevoking(null)
      }
    },
    [contractId, list],
  )

  return {
    status: list.status === 'ready' ? 'ready' : list.status === 'error' ? 'error' : 'loading',
    items: list.status === 'ready' ? list.data.items : [],
    loadError: list.status === 'error' ? list.message : '',
    reload: () => void list.reload(),
    created,
    creating,
    createError,
    create,
    revoking,
    revokeError,
    revoke,
  }
}

/** Who made or revoked a link, from the viewer's side. */
export function partyLabel(role: 'renter' | 'cosigner', viewer: 'renter' | 'cosigner'): string {
  return role === viewer ? 'you' : `the ${role}`
}
