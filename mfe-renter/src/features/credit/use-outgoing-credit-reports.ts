import { useRef, useState } from 'react'
import type { CreditReportLinkResponse, CreditReportRequestDto } from '@cosign/api'
import { errorMessage, isApiError, useServerData } from '@cosign/ui'
import { createCreditReportLink, listOutgoingCreditRequests, requestCreditReport } from './credit-api.js'
import { LINK_RETRY_DELAY_MS, absoluteLink, shouldRetryLink } from './credit-report-access.js'

export type OutgoingAction = 'view' | 'request'

/**
 * Requests whose report was opened since the page loaded, shared by every list and card (a profile page view
 * still counts on the dashboard). Kept in memory only: after a reload the server's `viewedAt` says it.
 */
const openedThisPage = new Set<string>()

/**
 * Opened in the click itself, before the link is fetched: a tab opened after an `await` is blocked as a
 * popup by some browsers. It shows a short note until the link arrives, and is closed if none does.
 */
function openPendingTab(): Window | null {
  try {
    const tab = window.open('', '_blank')
    if (!tab) return null
    tab.opener = null
    try {
      tab.document.title = 'Credit report'
      tab.document.body.textContent = 'Opening the credit report…'
    } catch {
      // Not scriptable: it still navigates.
    }
    return tab
  } catch {
    return null
  }
}

/** POST .../link, retried once on 403: the approval may still be on its way to the documents service. */
async function createLink(targetUserId: string): Promise<CreditReportLinkResponse> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await createCreditReportLink(targetUserId)
    } catch (err) {
      if (!isApiError(err) || !shouldRetryLink(err.status, attempt)) throw err
      await new Promise((resolve) => setTimeout(resolve, LINK_RETRY_DELAY_MS))
    }
  }
}

/**
 * The signed-in user's own credit report requests (GET /matching/credit-report-requests/outgoing), with the
 * two things a requester does: open an approved report once, and ask again. Errors are kept per key (a
 * request id, or whatever key the caller passes) with the API's message. Whether an approval was used is
 * the server's `viewedAt`; `openedHere` holds the requests opened since the page loaded, which read as viewed
 * before the server has heard of the view (it arrives by event) and are forgotten on the next load.
 */
export function useOutgoingCreditReports(enabled = true) {
  // One list shared by every card and list that shows it (the dashboard's list, a profile's card).
  const outgoing = useServerData(enabled ? 'credit.outgoingRequests' : null, listOutgoingCreditRequests)
  const items = outgoing.status === 'ready' ? outgoing.data : null
  const loadError = outgoing.status === 'error' ? outgoing.message : null
  const { reload: load, setData: setItems } = outgoing
  const [openedHere, setOpenedHere] = useState<ReadonlySet<string>>(() => new Set(openedThisPage))
  const [busy, setBusy] = useState<{ key: string; action: OutgoingAction } | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  /** Links opened without a new tab (popup blocked): shown on the page until they expire. */
  const [links, setLinks] = useState<Record<string, CreditReportLinkResponse>>({})
  // Blocks a second action before React has re-rendered the disabled buttons.
  const inFlight = useRef(false)

  const setError = (key: string, message: string | null) =>
    setErrors((current) => {
      const next = { ...current }
      if (message) next[key] = message
      else delete next[key]
      return next
    })

  const markOpened = (id: string) => {
    openedThisPage.add(id)
    setOpenedHere(new Set(openedThisPage))
  }

  /**
   * One action on the item `key`: none while another runs; busy, with its error cleared, until it settles. A
   * failure is shown on the item, and an answer with `staleStatus` (the server knows better) reloads the list.
   */
  async function runAction<R>(
    key: string,
    action: OutgoingAction,
    staleStatus: number,
    failed: R,
    work: () => Promise<R>,
    undo?: () => void,
  ): Promise<R> {
    if (inFlight.current) return failed
    inFlight.current = true
    setBusy({ key, action })
    setError(key, null)
    try {
      return await work()
    } catch (err) {
      undo?.()
      setError(key, errorMessage(err))
      if (isApiError(err) && err.status === staleStatus) void load()
      return failed
    } finally {
      inFlight.current = false
      setBusy(null)
    }
  }

  /**
   * Opens the report of an approved request in a new tab; true when a link was issued (the approval is used).
   * A 403 means no approval is left to use (viewed on another device, say): the list shows what the server knows.
   */
  function view(request: CreditReportRequestDto, key: string = request.id): Promise<boolean> {
    let tab: Window | null = null
    return runAction(
      key,
      'view',
      403,
      false,
      async () => {
        tab = openPendingTab()
        const link = await createLink(request.targetUserId)
        markOpened(request.id)
        const href = absoluteLink(link.url, window.location.href)
        if (tab && !tab.closed) tab.location.replace(href)
        else setLinks((current) => ({ ...current, [key]: { ...link, url: href } }))
        return true
      },
      () => tab?.close(),
    )
  }

  /**
   * Sends a new request for the owner's report; the created request joins the top of the list. A 409 means one
   * is already pending (another tab, say): the list catches up.
   */
  function request(targetUserId: string, key: string): Promise<CreditReportRequestDto | null> {
    return runAction(key, 'request', 409, null, async () => {
      const created = await requestCreditReport(targetUserId)
      if (items) setItems((current) => [created, ...current.filter((item) => item.id !== created.id)])
      else setItems([created])
      return created
    })
  }

  return { items, loadError, reload: load, openedHere, busy, errors, links, view, request }
}
