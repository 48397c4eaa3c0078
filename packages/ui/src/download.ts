// Through the package root: a subpath of @cosign/ui (`download`), bundled by its callers; the API client, the
// session and ApiError (which callers test with instanceof) stay the shared singleton's.
import { ApiError, api, buildUrl, session } from '@cosign/ui'

/** The agreement's download address: absolute URLs as they are, `/api/...` on the gateway, else under the API base. */
export function resolveDownloadUrl(apiBase: string, downloadUrl: string, pageHref: string): string {
  if (/^https?:\/\//i.test(downloadUrl)) return downloadUrl
  const base = new URL(apiBase.replace(/\/+$/, '') + '/', pageHref)
  if (downloadUrl.startsWith('/api/') || downloadUrl === '/api') return new URL(downloadUrl, base.origin).toString()
  return buildUrl(base.toString(), downloadUrl)
}


/** Saves a blob as a file the browser downloads under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const objectUrl = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = objectUrl
  link.download = fileName
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000)
}

/**
 * Fetches an authenticated download (the access token cannot ride on a plain link) and saves it as fileName;
 * any failure is an ApiError carrying `failure` as its message.
 */
export async function downloadWithToken(downloadUrl: string, fileName: string, failure: string): Promise<void> {
  const url = resolveDownloadUrl(api.getBaseUrl(), downloadUrl, window.location.href)
  const token = session.getAccessToken()
  let response: Response
  try {
    response = await fetch(url, {
      credentials: 'include',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', failure)
  }
  if (!response.ok) throw new ApiError(response.status, `HTTP_${response.status}`, failure)
  saveBlob(await response.blob(), fileName)
}
