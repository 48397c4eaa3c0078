import { api } from '@cosign/ui'
import { chatSocketUrl } from './notifications-state.js'

/** The chat socket's URL from this page and the shared API client's base (the shell's /config.json apiBase). */
export const pageChatSocketUrl = (token: string): string =>
  chatSocketUrl(api.getBaseUrl(), window.location.href, token)
