// The text of the Terms of Service and the Privacy Policy (issue 30). Their versions and dates are
// LEGAL_DOCUMENTS (@cosign/api): raise the version when a text here changes in substance, and every signed-in
// user is asked to accept it again.
import { DATA_EXPORT_TTL_DAYS, RECORD_RETENTION_YEARS } from '@cosign/api'
import { BRAND_NAME, PLATFORM_FEE_PERCENT } from '../content/site.js'

export interface LegalSection {
  id: string
  heading: string
  paragraphs: readonly string[]
  list?: readonly string[]
}

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'service',
    heading: 'What the service is',
    paragraphs: [
      `${BRAND_NAME} is a marketplace: it introduces renters who need a cosigner (a guarantor) for a lease to cosigners whose profiles our team reviewed, and lets the two sign a cosigning agreement and pay through it. We are not a landlord, a lender or an insurer, and we do not cosign leases ourselves.`,
    ],
  },
  {
    id: 'accounts',
    heading: 'Your account',
    paragraphs: [
      'You must be at least 18 and give true information: your name, your income and your credit report are what the other party relies on. Keep your password to yourself; you are responsible for what is done with your account. We may switch off an account that gives false information or misuses the service.',
    ],
  },
  {
    id: 'agreements',
    heading: 'Cosigning agreements',
    paragraphs: [
      'An agreement is between the renter and the cosigner. By signing it the cosigner promises the landlord to pay what the renter owes under the lease, up to the maximum liability the agreement states. Read it before you sign: a signature drawn on the site binds you like one on paper.',
      'A signed agreement cannot be changed. It can be cancelled as the agreement and the contract page describe; a cosigner who cancels after the renter paid triggers the Cosigner Replacement Guarantee (the renter\u2019s payments become a credit for a contract with another cosigner).',
    ],
  },
  {
    id: 'fees',
    heading: 'Fees and payments',
    paragraphs: [
      `Prices are shown before you pay. Payments go through PayPal. The cosigner\u2019s fee is paid to the cosigner less the platform fee of ${PLATFORM_FEE_PERCENT}; service fees (profile listing, matching session, contact unlock, contract processing) are ours. Refunds are decided case by case by our team and paid back through PayPal; every payment and refund has a receipt.`,
    ],
  },
  {
    id: 'conduct',
    heading: 'Conduct',
    paragraphs: [
      'Do not harass other users, share their data outside the service, or try to take a deal off the platform to avoid its fees. Use "Report a problem" for disputes: our team reads the conversation of the contract concerned to decide them.',
    ],
  },
  {
    id: 'ending',
    heading: 'Ending your account',
    paragraphs: [
      'You may delete your account in Settings at any time, except while you have an open contract or unpaid installments (finish or cancel them first). What deletion erases and what we must keep is in the Privacy Policy.',
    ],
  },
  {
    id: 'liability',
    heading: 'Liability',
    paragraphs: [
      'We check profiles and credit reports with care but cannot guarantee that a renter will pay rent or that a cosigner will pay when called upon. Our liability to you is limited to the fees you paid us in the twelve months before the claim, except where the law does not allow such a limit.',
    ],
  },
]

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'what',
    heading: 'What we hold about you',
    paragraphs: ['Only what the service needs to match, sign and pay:'],
    list: [
      'Account: your email address, name, phone number, role, password (only as a one-way hash), the devices you are signed in on, and which versions of these terms you accepted and when.',
      'Profile: your address and city, income, budget or monthly payment, employment, the fee you ask (cosigners) and your PayPal payout address.',
      'Credit reports you upload (the files and their score) and our team\u2019s review of them.',
      'Signatures you draw on agreements, and the signed agreements (PDF).',
      'Messages you write in the chat, problem reports and support requests, and reviews you write or receive.',
      'Payments, refunds, receipts, installments and the ledger of each contract.',
      'Notifications we send you and your email preferences.',
    ],
  },
  {
    id: 'who-sees',
    heading: 'Who sees what',
    paragraphs: [
      'Visitors see approved cosigners\u2019 listing cards only (first name, last initial, city, fee, bands). Signed-in users see other people\u2019s credit, income and budget as bands; exact figures only where the owner allowed it (a request sent to that cosigner, an approved credit-report request, which shows the report once). The two parties of a contract see each other\u2019s names and contact details and the agreement. A landlord who receives a share link sees the agreement\u2019s names, property, term and maximum liability. Our team sees what it needs to review profiles and credit reports, handle payments and decide disputes.',
    ],
  },
  {
    id: 'processors',
    heading: 'Who processes data for us',
    paragraphs: [
      'PayPal processes every payment and payout (it receives the amount and, for payouts, the cosigner\u2019s PayPal address). Our mail provider delivers the emails we send (it receives your address and the email). We sell no data and use no advertising or tracking services.',
    ],
  },
  {
    id: 'export',
    heading: 'Getting a copy of your data',
    paragraphs: [
      `In Settings, "Export my data" gathers everything above from every part of the service into one archive of JSON files (your credit report files are listed there and downloaded from your Documents page). We email you when it is ready; the download works for ${DATA_EXPORT_TTL_DAYS} days, then the archive is deleted.`,
    ],
  },
  {
    id: 'deletion',
    heading: 'Deleting your account',
    paragraphs: [
      'In Settings, "Delete my account" (confirmed with your password) ends every session and, in every part of the service, erases your email address, name, phone number, address, income and profile, your credit report files, your notifications, preferences and the text of the messages you wrote (the other person sees "Message deleted"). Your email address can be used for a new account afterwards.',
      `What we must keep: the signed agreements, payments, receipts, refunds and contract ledgers you were part of, because the other party, the landlord and tax and payment law rely on them. They are kept for ${RECORD_RETENTION_YEARS} years after the contract ends, with your name replaced by a pseudonym ("Former user" and a code that stays the same). After those ${RECORD_RETENTION_YEARS} years they are deleted for both parties: download the signed PDF if you want to keep a copy. The agreement keeps its terms, the property\u2019s address and the signatures drawn on it, and the signed PDF itself cannot be altered: it keeps the names it was signed with. Reviews you wrote stay under the pseudonym.`,
      'Deletion is refused while you have an open contract or unpaid installments: the other party depends on them. Finish or cancel them, or contact support.',
    ],
  },
  {
    id: 'retention',
    heading: 'How long we keep the rest',
    paragraphs: [
      'Account data as long as your account exists. Sent emails keep no text. Internal event records that carry names are deleted after 7 days.',
    ],
  },
]
