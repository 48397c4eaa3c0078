// Head metadata of every marketing route: the same data feeds the pre-rendered <head> and document.title
// after in-app navigation, so the two never disagree.
import { LEASE_ARMOR_PLANS, centsToDecimalString } from '@cosign/api'
import { ALL_CITIES, cityPath, matchCitySlug, type City } from '../domain/cities.js'
import {
  BRAND_DESCRIPTION,
  BRAND_NAME,
  COSIGNER_FAQ,
  HOME_FAQ,
  MAX_COSIGNER_FEE,
  RENTER_FAQ,
  type FaqItem,
} from '../content/site.js'

export type JsonLd = Record<string, unknown>

export interface PageHead {
  title: string
  description: string
  /** Canonical path; null for the 404 page. */
  canonicalPath: string | null
  status: 200 | 404
  /** Structured data, built for an absolute origin. */
  jsonLd: (origin: string) => JsonLd[]
}

const SCHEMA = 'https://schema.org'

function organization(origin: string): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    name: BRAND_NAME,
    url: `${origin}/`,
    description: BRAND_DESCRIPTION,
  }
}

export function faqPage(items: FaqItem[]): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

export function cityBreadcrumbs(city: City, origin: string): JsonLd {
  const trail = [
    { name: 'Home', path: '/' },
    { name: 'Cities', path: '/sitemap' },
    { name: `${city.name}, ${city.state}`, path: cityPath(city) },
  ]
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: origin + step.path,
    })),
  }
}

/** The seven Lease Armor plans as offers: monthly price and the rent they cover. */
export function leaseArmorOffers(origin: string): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'ItemList',
    name: 'Lease Armor rental protection plans',
    url: `${origin}/lease-armor-pricing`,
    numberOfItems: LEASE_ARMOR_PLANS.length,
    itemListElement: LEASE_ARMOR_PLANS.map((plan, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'Offer',
        name: `Lease Armor plan ${plan.code}`,
        description: `Covers up to $${centsToDecimalString(plan.coverageCents)} of rent.`,
        priceCurrency: 'USD',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: centsToDecimalString(plan.monthlyFeeCents),
          priceCurrency: 'USD',
          unitCode: 'MON',
        },
      },
    })),
  }
}

/** The HTML sitemap as a page; its main links here, the city pages in its own markup (and sitemap.xml). */
export function sitemapPage(origin: string): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'WebPage',
    name: `Sitemap of ${BRAND_NAME}`,
    url: `${origin}/sitemap`,
    significantLink: ['/', '/renter', '/cosigner', '/lease-armor-pricing'].map((path) => origin + path),
  }
}

const brand = (title: string) => `${title} | ${BRAND_NAME}`

export const NOT_FOUND_HEAD: PageHead = {
  title: brand('Page Not Found'),
  description:
    'The page you are looking for does not exist. Find a lease cosigner or become one from our home page.',
  canonicalPath: null,
  status: 404,
  jsonLd: () => [],
}

const STATIC_HEADS: Record<string, PageHead> = {
  '/': {
    title: `${BRAND_NAME} | Find a Lease Cosigner or Earn as a Cosigner`,
    description: `Renters find reviewed, approved lease cosigners and get approved; cosigners earn up to ${MAX_COSIGNER_FEE} per lease. Transparent fees and a replacement guarantee.`,
    canonicalPath: '/',
    status: 200,
    jsonLd: (origin) => [organization(origin), faqPage(HOME_FAQ)],
  },
  '/renter': {
    title: brand('Find a Cosigner for Your Lease'),
    description:
      'Need a guarantor for your apartment? Match with an approved cosigner, sign online and move in. Clear one-time fees, no hidden costs.',
    canonicalPath: '/renter',
    status: 200,
    jsonLd: () => [faqPage(RENTER_FAQ)],
  },
  '/cosigner': {
    title: brand('Become a Lease Cosigner and Earn'),
    description: `Earn a fee of up to ${MAX_COSIGNER_FEE} for each lease you cosign. Set your own price, get approved, and get paid through PayPal.`,
    canonicalPath: '/cosigner',
    status: 200,
    jsonLd: () => [faqPage(COSIGNER_FAQ)],
  },
  '/lease-armor-pricing': {
    title: brand('Lease Armor Pricing: 7 Rental Protection Plans'),
    description:
      'Compare the seven Lease Armor rental protection plans, from 1A to 5A, with their monthly fee and rent coverage.',
    canonicalPath: '/lease-armor-pricing',
    status: 200,
    jsonLd: (origin) => [leaseArmorOffers(origin)],
  },
  '/terms': {
    title: brand('Terms of Service'),
    description: `The terms of using ${BRAND_NAME}: accounts, cosigning agreements, fees and payments, conduct and ending your account.`,
    canonicalPath: '/terms',
    status: 200,
    jsonLd: () => [],
  },
  '/privacy': {
    title: brand('Privacy Policy'),
    description: `What ${BRAND_NAME} holds about you, who sees it, who processes it, how to export it and what deleting your account erases and keeps.`,
    canonicalPath: '/privacy',
    status: 200,
    jsonLd: () => [],
  },
  '/sitemap': {
    title: brand('Sitemap: All Pages and Cities'),
    description: `Every page of ${BRAND_NAME}: renter and cosigner guides, Lease Armor pricing and lease cosigner pages for ${ALL_CITIES.length} US cities.`,
    canonicalPath: '/sitemap',
    status: 200,
    jsonLd: (origin) => [sitemapPage(origin)],
  },
}

export function cityHead(city: City): PageHead {
  const place = `${city.name}, ${city.state}`
  return {
    title: brand(`Lease Cosigner in ${place}`),
    description: `Find an approved lease cosigner in ${place}, or earn fees by cosigning leases for renters in ${city.name}. Sign online, pay securely.`,
    canonicalPath: cityPath(city),
    status: 200,
    jsonLd: (origin) => [cityBreadcrumbs(city, origin)],
  }
}

/**
 * The agreement verification pages (/verify and /verify/<token>): never indexed (a share link is private to whoever
 * holds it), no canonical, no structured data.
 */
export const VERIFY_HEAD: PageHead = {
  title: brand('Verify a Cosigning Agreement'),
  description: 'Check that a signed cosigning agreement PDF is exactly the one the platform issued.',
  canonicalPath: null,
  status: 200,
  jsonLd: () => [],
}
/** The pre-rendered frames of the verification pages: the token page is one template for every token. */
export const VERIFY_PATHS = ['/verify', '/verify/:token'] as const

/** The head of the page at `pathname`; unknown paths get the 404 head (redirects resolve to the target's). */
export function headForPath(pathname: string): PageHead {
  const fixed = STATIC_HEADS[pathname]
  if (fixed) return fixed
  if (/^\/verify(\/[^/]+)?$/.test(pathname)) return VERIFY_HEAD
  const m = /^\/city\/([^/]*)$/.exec(pathname)
  if (m) {
    const match = matchCitySlug(m[1])
    if (match.kind !== 'unknown') return cityHead(match.city)
  }
  return NOT_FOUND_HEAD
}

export const STATIC_PATHS = Object.keys(STATIC_HEADS)
