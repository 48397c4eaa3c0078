// The contract screens' calls (contracts service /api/contracts, the contract checkout of payments, the
// replacement credits, the signed PDF of documents) and the live contract hook. Screens call these, never
// fetch themselves.
import { useCallback, useEffect, useRef, useState } from 'react'
import { CONTRACT_MESSAGES } from '@cosign/api'
import type {
  AdminContractDraftResponse,
  AdminCreateContractRequest,
  CancelContractRequest,
  CheckoutResponse,
  ContractCandidatesResponse,
  ContractDraftResponse,
  ContractDto,
  ContractListResponse,
  ContractPartiesResponse,
  ContractResponse,
  ContractStatus,
  ContractSummaryDto,
  CreateContractRequest,
  CreditListResponse,
  LedgerResponse,
  SignContractRequest,
  SignedAgreementResponse,
} from '@cosign/api'
import { ApiError, errorMessage } from './api/api-error.js'
import { api } from './instance.js'
import { downloadWithToken } from './download.js'
import { realtimeBus, type RealtimeEnvelope } from './realtime/realtime-bus.js'

export type ContractPaymentPurpose = 'contract_platform_fee' | 'contract_cosigner_payment' | 'contract_installment'

export const contractsApi = {
  candidates: (signal?: AbortSignal) =>
    api.get<ContractCandidatesResponse>('/contracts/contracts/candidates', { signal }),
  draft: (matchRequestId: string, signal?: AbortSignal) =>
    api.get<ContractDraftResponse>('/contracts/contracts/new', { query: { matchRequestId }, signal }),
  create: (body: CreateContractRequest) => api.post<ContractResponse>('/contracts/contracts', body),
  /** Admins: the renters and approved cosigners a contract can be created for (name or email contains q). */
  parties: (q?: string, signal?: AbortSignal) =>
    api.get<ContractPartiesResponse>('/contracts/contracts/admin/parties', { query: { q: q || undefined }, signal }),
  adminDraft: (renterId: string, cosignerId: string, signal?: AbortSignal) =>
    api.get<AdminContractDraftResponse>('/contracts/contracts/admin/draft', { query: { renterId, cosignerId }, signal }),
  /** Admins create a contract that its cosigner signs next (awaiting_cosigner). */
  createForCosigner: (body: AdminCreateContractRequest) => api.post<ContractResponse>('/contracts/contracts/admin', body),
  list: (query: { status?: ContractStatus; limit?: number; cursor?: string } = {}, signal?: AbortSignal) =>
    api.get<ContractListResponse>('/contracts/contracts', { query, signal }),
  get: (id: string, signal?: AbortSignal) =>
    api.get<ContractResponse>(`/contracts/contracts/${encodeURIComponent(id)}`, { signal }),
  sign: (id: string, body: SignContractRequest) =>
    api.post<ContractResponse>(`/contracts/contracts/${encodeURIComponent(id)}/sign`, body),
  cancel: (id: string, body: CancelContractRequest) =>
    api.post<ContractResponse>(`/contracts/contracts/${encodeURIComponent(id)}/cancel`, body),
  ledger: (contractId?: string, signal?: AbortSignal) =>
    api.get<LedgerResponse>('/contracts/ledger', { query: { contractId }, signal }),
  credits: (signal?: AbortSignal) => api.get<CreditListResponse>('/payments/credits', { signal }),
  refundCredit: (creditId: string) =>
    api.post<unknown>(`/payments/credits/${encodeURIComponent(creditId)}/refund`),
  /** The signed PDF's record (documents); 404 while it is being prepared. */
  agreement: (contractId: string, signal?: AbortSignal) =>
    api.get<SignedAgreementResponse>(`/documents/agreements/${encodeURIComponent(contractId)}`, { signal }),
  /** Starts a contract checkout; the caller follows approvalUrl, or refetches when a credit paid it (null). */
  checkout: (purpose: ContractPaymentPurpose, subjectId: string) =>
    api.post<CheckoutResponse>('/payments/checkout', { purpose, subjectId }),
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
  /** Reads the contract again now (after an action, or a Retry). */
  reload: () => Promise<void>
  /** Replaces the shown contract with one an action returned. */
  set: (contract: ContractDto) => void
}

/**
 * One contract kept current: read on mount, read again on each `contract.updated` push for it and after a
 * socket reconnect, and every `pollMs` while a payment step is processing (so the screen never stalls when a
 * push is lost). A failed background read keeps the contract on screen.
 */
export function useLiveContract(contractId: string | null, pollMs = 4000): LiveContract {
  const [state, setState] = useState<LiveContractState>({ status: 'loading' })
  const seq = useRef(0)
  const loaded = useRef(false)

  const reload = useCallback(async () => {
    if (!contractId) return
    const mine = ++seq.current
    try {
      const { contract } = await contractsApi.get(contractId)
      if (mine !== seq.current) return
      loaded.current = true
      setState({ status: 'ready', contract })
    } catch (error) {
      if (mine !== seq.current || loaded.current) return
      const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400)
      setState({ status: 'error', message: errorMessage(error), notFound })
    }
  }, [contractId])

  useEffect(() => {
    loaded.current = false
    setState({ status: 'loading' })
    void reload()
    if (!contractId) return
    const onPush = (message: RealtimeEnvelope) => {
      if (isAboutContract(message, contractId)) void reload()
    }
    const offs = CONTRACT_PUSH_TYPES.map((type) => realtimeBus.subscribe(type, onPush))
    offs.push(realtimeBus.onReconnect(() => void reload()))
    return () => {
      seq.current += 1
      for (const off of offs) off()
    }
  }, [contractId, reload])

  const processing =
    state.status === 'ready' &&
    (state.contract.step1.status === 'processing' || state.contract.step2.status === 'processing')
  useEffect(() => {
    if (!processing) return
    const timer = setInterval(() => void reload(), pollMs)
    return () => clearInterval(timer)
  }, [processing, pollMs, reload])

  const set = useCallback((contract: ContractDto) => {
    seq.current += 1
    loaded.current = true
    setState({ status: 'ready', contract })
  }, [])

  return { state, reload, set }
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

/**
 * The caller's contracts (first page of `query`), kept current: read again on every `contract.updated` push
 * and after a socket reconnect. A failed background read keeps the list on screen; a failed first read shows
 * the catalogue's 'Failed to load contracts. Please refresh the page.'.
 */
export function useLiveContractList(query: { status?: ContractStatus; limit: number }): LiveContractList {
  const { status, limit } = query
  const [state, setState] = useState<LiveContractListState>({ status: 'loading' })
  const [loadingMore, setLoadingMore] = useState(false)
  const [attempt, setAttempt] = useState(0)

  const fetchFirst = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const answer = await contractsApi.list({ status, limit }, signal)
        setState({ status: 'ready', ...answer })
      } catch (error) {
        if ((error as { name?: string }).name === 'AbortError') return
        setState((current) =>
          current.status === 'ready' ? current : { status: 'error', message: CONTRACT_MESSAGES.loadFailedRefresh },
        )
      }
    },
    [status, limit],
  )

  useEffect(() => {
    const controller = new AbortController()
    setState({ status: 'loading' })
    void fetchFirst(controller.signal)
    const offs = CONTRACT_PUSH_TYPES.map((type) => realtimeBus.subscribe(type, () => void fetchFirst()))
    offs.push(realtimeBus.onReconnect(() => void fetchFirst()))
    return () => {
      controller.abort()
      for (const off of offs) off()
    }
  }, [fetchFirst, attempt])

  const loadMore = useCallback(async () => {
    if (state.status !== 'ready' || !state.nextCursor) return
    setLoadingMore(true)
    try {
      const answer = await contractsApi.list({ status, limit, cursor: state.nextCursor })
      setState({ status: 'ready', items: [...state.items, ...answer.items], total: answer.total, nextCursor: answer.nextCursor })
    } catch {
      setState({ status: 'error', message: CONTRACT_MESSAGES.loadFailed })
    } finally {
      setLoadingMore(false)
    }
  }, [state, status, limit])

  return { state, reload: () => setAttempt((n) => n + 1), loadMore, loadingMore }
}
