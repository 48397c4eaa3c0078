import { signatureBase64, signaturePngHeader, SIGNATURE_DATA_URL_PREFIX, type SignaturePngDataUrl } from '@cosign/api'

/**
 * Decodes a drawn signature (a SignaturePngDataUrl): strict base64 of at most SIGNATURE_MAX_BYTES, then the PNG
 * header's bounds (signaturePngHeader: at most 1200 x 400 pixels, valid bit depth and colour type) before anything
 * decodes the pixels. Returns null for anything else.
 */
export function decodeSignaturePng(dataUrl: string): Uint8Array<ArrayBuffer> | null {
  const b64 = signatureBase64(dataUrl)
  if (!b64) return null
  const bytes = new Uint8Array(Buffer.from(b64, 'base64'))
  return signaturePngHeader(bytes) ? bytes : null
}

/** A stored signature as it is sent (ContractDto, contract.fully_signed), or '' when it is outside the bounds. */
export function pngDataUrl(bytes: Uint8Array): SignaturePngDataUrl | '' {
  return signaturePngHeader(bytes) ? `${SIGNATURE_DATA_URL_PREFIX}${Buffer.from(bytes).toString('base64')}` as SignaturePngDataUrl : ''
}
