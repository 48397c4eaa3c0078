import { signaturePngBytes, signaturePngHeader, SIGNATURE_DATA_URL_PREFIX, type SignaturePngDataUrl } from '@cosign/api'

/** Decodes a drawn signature within its bounds, or null (@cosign/api's check, the agreement PDF's too). */
export const decodeSignaturePng = signaturePngBytes

/** A stored signature as it is sent (ContractDto, contract.fully_signed), or '' when it is outside the bounds. */
export function pngDataUrl(bytes: Uint8Array): SignaturePngDataUrl | '' {
  return signaturePngHeader(bytes) ? `${SIGNATURE_DATA_URL_PREFIX}${Buffer.from(bytes).toString('base64')}` as SignaturePngDataUrl : ''
}
