// Pure content and helpers of the support page (unit-tested; no React, no network).
import {
  CONTRACT_PROCESSING_FEE_CENTS,
  MAX_COSIGNER_FEE_CENTS,
  PLATFORM_FEE_BASIS_POINTS,
  formatWholeUsd,
} from '@cosign/api'

/**
 * Contact details of the support team: configuration (the gateway's SUPPORT_EMAIL and SUPPORT_PHONE, served in
 * /config.json), never invented. null = not set up on this installation, and the page says so.
 */
export interface SupportContact {
  email: string | null
  phone: string | null
}
export const NO_SUPPORT_CONTACT: SupportContact = { email: null, phone: null }

/** Where the browser reads the support contact: the gateway's runtime configuration. */
export const RUNTIME_CONFIG_URL = '/config.json'

/** The `support` part of /config.json; anything malformed counts as not configured. */
export function readSupportContact(config: unknown): SupportContact {
  const support = (config as { support?: { email?: unknown; phone?: unknown } } | null)?.support
  const email = typeof support?.email === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(support.email.trim())
    ? support.email.trim()
    : null
  let phone: string | null = null
  if (typeof support?.phone === 'string' && support.phone.trim()) {
    try {
      telHref(support.phone)
      phone = support.phone.trim()
    } catch {
      phone = null
    }
  }
  return { email, phone }
}

/** Spec (calls-errors-constants.md): support answers within 24 hours; phone hours 9 AM to 6 PM EST. */
export const SUPPORT_REPLY_HOURS = 24
export const SUPPORT_PHONE_HOURS = '9 AM - 6 PM EST'

/** A mailto: link; the subject is percent-encoded (mail clients read `+` literally, so not form encoding). */
export function mailtoHref(email: string, subject?: string): string {
  const address = email.trim()
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`
}

/**
 * A tel: link in international form from a displayed US number: "(555) 555-0100" -> "tel:+15555550100".
 * Throws for anything that is not a 10-digit (or 1 + 10-digit) number, so a bad configuration fails loudly.
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  if (!/^\d{10}$/.test(national)) throw new RangeError(`not a US phone number: ${phone}`)
  return `tel:+1${national}`
}

/** Basis points as a percentage for running text: 1500 -> "15%", 1250 -> "12.5%". */
export function formatPercent(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(2))}%`
}

export interface FaqLink {
  /** An in-app path ("/payments"), or a mailto:/tel: address. */
  to: string
  label: string
}

/** In-app paths go through the router; mailto:/tel: links are plain anchors. */
export function isAppPath(to: string): boolean {
  return to.startsWith('/') && !to.startsWith('//')
}

export interface FaqItem {
  id: string
  question: string
  /** Paragraphs of the answer. */
  answer: readonly string[]
  links?: readonly FaqLink[]
}

const platformFee = formatPercent(PLATFORM_FEE_BASIS_POINTS)
const cosignerShare = formatPercent(10000 - PLATFORM_FEE_BASIS_POINTS)
const processingFee = formatWholeUsd(CONTRACT_PROCESSING_FEE_CENTS)
const maxCosignerFee = formatWholeUsd(MAX_COSIGNER_FEE_CENTS)

/**
 * The FAQ (spec: creating a contract, paying, cancelling; plus what it costs). Amounts come from the money
 * constants the payments service uses; service prices are set by admins, so they are never written here. The
 * contact links are the configured ones only.
 */
export function supportFaq(contact: SupportContact): readonly FaqItem[] {
  const contactLinks: FaqLink[] = [
    ...(contact.email ? [{ to: mailtoHref(contact.email, 'Cancel a contract'), label: 'Email support' }] : []),
    ...(contact.phone ? [{ to: telHref(contact.phone), label: 'Call support' }] : []),
  ]
  return [
    {
      id: 'create-contract',
      question: 'How do I create a contract?',
      answer: [
        "Contracts are created by cosigners. Once a cosigner has accepted a renter's match request, the cosigner opens Contracts, chooses Create New Contract, picks the renter, fills in the lease terms and fee, signs and shares the contract.",
        'The renter then finds the shared contract under Contracts, reviews it, signs it and pays.',
      ],
      links: [{ to: '/contracts', label: 'Go to Contracts' }],
    },
    {
      id: 'payments',
      question: 'How do I pay?',
      answer: [
        "Payments are made on PayPal's secure checkout page. You approve the payment there and come back to the site; nothing is charged until you approve it.",
        'Every payment you make, with its status and transaction ID, is listed in the payment center.',
      ],
      links: [{ to: '/payments', label: 'Open the payment center' }],
    },
    {
      id: 'fees',
      question: 'What does it cost?',
      answer: [
        `Each cosigner sets their own fee, up to ${maxCosignerFee} per contract. The renter also pays a one-time contract processing fee of ${processingFee}.`,
        `The platform keeps ${platformFee} of the cosigner fee. It is taken from the cosigner's payout, not added to what the renter pays, so the cosigner receives ${cosignerShare}.`,
        'The renter pays a signed contract in two steps: first the platform fee and the processing fee, then the rest of the cosigner fee, which goes to the cosigner. Prices of our other services, such as profile creation or cosigner matching, are shown before you pay.',
      ],
      links: [{ to: '/payments', label: 'See your payments' }],
    },
    {
      id: 'cancel',
      question: 'How do I cancel a contract?',
      answer: [
        'Open the contract under Contracts and cancel it there, giving a reason; either party can cancel until the contract is finalized. If something is unclear, contact support and tell us which contract it is.',
        'If your cosigner withdraws before the lease is signed, our Cosigner Replacement Guarantee helps you find another approved cosigner at no extra platform fee.',
      ],
      links: [{ to: '/contracts', label: 'Go to Contracts' }, ...contactLinks],
    },
  ]
}

/** The FAQ as it reads without configured contacts (no made-up addresses). */
export const SUPPORT_FAQ: readonly FaqItem[] = supportFaq(NO_SUPPORT_CONTACT)
