import { GATEWAY_MODES, type GatewayMode, type UpdateGatewayConfigRequest } from '@cosign/api'

export interface GatewayForm {
  clientId: string
  /** Blank keeps the stored secret. */
  clientSecret: string
  mode: GatewayMode
}

/** PUT body of the gateway form, or null when the client id is missing; a blank secret is left out (kept). */
export function gatewayRequest(form: GatewayForm): UpdateGatewayConfigRequest | null {
  const clientId = form.clientId.trim()
  if (!clientId || !(GATEWAY_MODES as readonly string[]).includes(form.mode)) return null
  return { clientId, mode: form.mode, ...(form.clientSecret ? { clientSecret: form.clientSecret } : {}) }
}
