// The contract screens' calls (contracts service /api/contracts, the contract checkout of payments, the signed
// PDF of documents) and the live contract hooks. Screens call these, never fetch themselves. (Creating a
// contract is the cosigner's and the admin's own: each app's features/contracts/contracts-api.ts.)
import { useCallback, useEffect, useRef, useState } from 'react'
import { CONTRACT_MESSAGES, contractEndpoints, documentEndpoints, paymentEndpoints } from '@cosign/api'
import type {
  CancelContractRequest,
  ContractDto,
  ContractStatus,
  ContractSummaryDto,
  SignContractRequest,
} from '@cosign/api'
import { ApiError, api, realtimeBus, useServerData, type RealtimeEnvelope } from '@cosign/ui'
import { downloadWithToken } from '@cosign/ui/download'
import { contractKey, readContract } from './contract-read-api.js'

export type ContractPaymentPurpose = 'contract_platform_fee' | 'contract_cosigner_payment' | 'contract_installment'

export const contractsApi = {
  list: (query: { status?: ContractStatus; limit?: number; cursor?: string } = {}, signal?: AbortSignal) =>
    api.call(contractEndpoints.listContracts, { query }, { signal }),
  sign: (id: string, body: SignContractRequest) => api.call(contractEndpoints.signContract, { params: { id }, body }),
  cancel: (id: string, body: CancelContractRequest) =>
    api.call(contractEndpoints.cancelContract, { params: { id }, body }),
  /** The contract's money as the caller sees it (renter side, cosigner side, or both for admins). */
  breakdown: (id: string, signal?: AbortSignal) =>
    api.call(contractEndpoints.getContractBreakdown, { params: { id } }, { signal }),
  /** The signed PDF's record (documents); 404 while it is being prepared. */
  agreement: (contractId: string, signal?: AbortSignal) =>
    api.call(documentEndpoints.getSignedAgreement, { params: { contractId } }, { signal }),
  /** Starts a contract checkout; the caller follows approvalUrl, or refetches when a credit paid it (null). */
  checkout: (purpose: ContractPaymentPurpose, subjectId: string) =>
    api.call(paymentEndpoints.startCheckout, { body: { purpose, subjectId } }),
}

/**
 * Downloads the signed PDF: asks documents for it (404 = still being prepared: an ApiError with status 404),
 * fetches the file with the session's token and saves it as cosigning-agreement-<id>.pdf.
 */
export async function downloadSignedAgreement(contractId: string): Promise<void> {
  const { agreement } = await contractsApi.agreement(contractId)
  await downloadWithToken(
    agreement.downloadUrl,
    `cosigning-agreement-${contractId}.pdf`,
    'Could not download the agreement. Please try again.',
  )
}

/**
 * One contract's money breakdown (GET /contracts/:id/breakdown), read again on every push about the contract
 * (a payment step or an installment changes it). `null` id: idle.
 */
export function useContractBreakdown(contractId: string | null) {
  const state = useServerData(
    contractId ? ['contracts.breakdown', contractId.toLowerCase()] : null,
    async (signal) => (await contractsApi.breakdown(contractId!, signal)).breakdown,
  )
  useContractPushes(state.reload, (message) => isAboutContract(message, contractId ?? ''), contractId !== null)
  return state
}

/** Whether a pushed message is about this contract (a message without a contract id may be: refetch). */
export function isAboutContract(message: RealtimeEnvelope, contractId: string): boolean {
  const id = message.contractId ?? (message.contract as { id?: unknown } | undefined)?.id
  return typeof id !== 'string' || id.toLowerCase() === contractId.toLowerCase()
}

/** Push types after which a contract screen reads the contract again. */
export const CONTRACT_PUSH_TYPES = ['contract.updated'] as const

export type LiveContractState =
  | { status: 'loading' }
  | { status: 'error'; message: string; notFound: boolean }
  | { status: 'ready'; contract: ContractDto }

export interface LiveContract {
  state: LiveContractState
  /** The contract shown was read since the screen opened (not the cached copy of an earlier visit). */
  fresh: boolean
  /** Reads the contract again now (after an action, or a Retry). */
  reload: () => Promise<void>
  /** Replaces the shown contract with one an action returned. */
  set: (contract: ContractDto) => void
}

/** Reads the data again on every `contract.updated` push it is about, and after a socket reconnect. */
function useContractPushes(
  reload: () => Promise<void>,
  about: (message: RealtimeEnvelope) => boolean,
  enabled: boolean,
) {
  const latest = useRef({ reload, about })
  latest.current = { reload, about }
  useEffect(() => {
    if (!enabled) return undefined
    const onPush = (message: RealtimeEnvelope) => {
      if (latest.current.about(message)) void latest.current.reload()
    }
    const offs = CONTRACT_PUSH_TYPES.map((type) => realtimeBus.subscribe(type, onPush))
    offs.push(realtimeBus.onReconnect(() => void latest.current.reload()))
    return () => {
      for (const off of offs) off()
    }
  }, [enabled])
}

/**
 * One contract kept current: read on mount (shown at once from the cache on a revisit), read again on each
 * `contract.updated` push for it and after a socket reconnect, and every `pollMs` while a payment step is
 * processing (so the screen never stalls when a push is lost). A failed background read keeps the contract on
 * screen.
 */
export function useLiveContract(contractId: string | null, pollMs = 4000): LiveContract {
  const live = useServerData(contractId ? contractKey(contractId) : null, (signal) =>
    readContract(contractId!, signal),
  )
  const { reload, setData } = live
  useContractPushes(reload, (message) => isAboutContract(message, contractId ?? ''), contractId !== null)

  const processing =
    live.status === 'ready' && (live.data.step1.status === 'processing' || live.data.step2.status === 'processing')
  useEffect(() => {
    if (!processing) return
    const timer = setInterval(() => void reload(), pollMs)
    return () => clearInterval(timer)
  }, [processing, pollMs, reload])

  const set = useCallback((contract: ContractDto) => setData(contract), [setData])

  let state: LiveContractState = { status: 'loading' }
  if (live.status === 'ready') state = { status: 'ready', contract: live.data }
  else if (live.status === 'error') {
    const notFound = live.error instanceof ApiError && (live.error.status === 404 || live.error.status === 400)
    state = { status: 'error', message: live.message, notFound }
  }
  return { state, fresh: live.fresh, reload, set }
}

export type LiveContractListState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; items: ContractSummaryDto[]; total: number; nextCursor: string | null }

export interface LiveContractList {
  state: LiveContractListState
  /** Reads the first page again (a Retry); the list shows its loading state meanwhile. */
  reload: () => void
  /** Appends the next page, when there is one. */
  loadMore: () => Promise<void>
  loadingMore: boolean
}

/** The caller's contracts of one status (or all), first page of `limit`: the key other screens share. */
export function contractListKey(query: { status?: ContractStatus; limit: number }) {
  return ['contracts.list', { status: query.status ?? null, limit: query.limit }] as const
}

/**
 * The caller's contracts (first page of `query`) as read once per visit (pickers and filters); screens that list
 * contracts keep them current with useLiveContractList. Empty while loading or when they cannot be read.
 */
export function useContractSummaries(query: { status?: ContractStatus; limit: number }): ContractSummaryDto[] {
  const { status, limit } = query
  const list = useServerData(contractListKey(query), (signal) => contractsApi.list({ status, limit }, signal))
  return list.status === 'ready' ? list.data.items : []
}

/**
 * The caller's contracts (first page of `query`), kept current: read again on every `contract.updated` push
 * and after a socket reconnect. A failed background read keeps the list on screen; a failed first read shows
 * the catalogue's 'Failed to load contracts. Please refresh the page.'.
 */
export function useLiveContractList(query: { status?: ContractStatus; limit: number }): LiveContractList {
  const { status, limit } = query
  const list = useServerData(contractListKey(query), (signal) => contractsApi.list({ status, limit }, signal))
  const [loadingMore, setLoadingMore] = useState(false)
  const [moreFailed, setMoreFailed] = useState(false)
  const { reload, setData } = list
  useContractPushes(reload, () => true, true)
  // A later answer (a push's read) shows the list again after a failed "load more".
  useEffect(() => setMoreFailed(false), [list.data])

  const loadMore = useCallback(async () => {
    if (list.status !== 'ready' || !list.data.nextCursor) return
    const shown = list.data
    setLoadingMore(true)
    try {
      const answer = await contractsApi.list({ status, limit, cursor: shown.nextCursor ?? undefined })
      setData({ items: [...shown.items, ...answer.items], total: answer.total, nextCursor: answer.nextCursor })
    } catch {
      setMoreFailed(true)
    } finally {
      setLoadingMore(false)
    }
  }, [list.status, list.data, status, limit, setData])

  let state: LiveContractListState = { status: 'loading' }
  if (moreFailed) state = { status: 'error', message: CONTRACT_MESSAGES.loadFailed }
  else if (list.status === 'ready') state = { status: 'ready', ...list.data }
  else if (list.status === 'error') state = { status: 'error', message: CONTRACT_MESSAGES.loadFailedRefresh }

  return {
    state,
    reload: () => {
      setMoreFailed(false)
      void reload()
    },
    loadMore,
    loadingMore,
  }
}
