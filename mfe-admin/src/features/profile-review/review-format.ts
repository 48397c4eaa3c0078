import { formatUsd, type CosignerProfileDto } from '@cosign/api'

export const PENDING_PAGE_SIZE = 10
export const CLIENTS_PAGE_SIZE = 12

/** A cosigner's advertised fee in words: "$1,500.00 one-time" or "$600.00 setup + $150.00/month (total $2,400.00)". */
export function feeSummary(
  profile: Pick<CosignerProfileDto, 'feeType' | 'totalFeeCents' | 'setupFeeCents' | 'monthlyFeeCents'>,
): string {
  if (
    profile.feeType === 'setup-monthly' &&
    profile.setupFeeCents !== null &&
    profile.monthlyFeeCents !== null
  )
    return `${formatUsd(profile.setupFeeCents)} setup + ${formatUsd(profile.monthlyFeeCents)}/month (total ${formatUsd(profile.totalFeeCents)})`
  return `${formatUsd(profile.totalFeeCents)} one-time`
}
