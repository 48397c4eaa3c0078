import { ApiError, api, resolveDownloadUrl, session } from '@cosign/ui'

/** Fetches an authenticated download (the access token cannot ride on a plain link) and saves it as fileName. */
export async function downloadWithToken(
  downloadUrl: string,
  fileName: string,
  failure: string,
): Promise<void> {
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
  const objectUrl = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = objectUrl
  link.download = fileName
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000)
}
