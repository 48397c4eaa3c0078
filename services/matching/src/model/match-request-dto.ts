import {
  MATCH_REQUEST_SOURCES,
  type MatchRequestDto,
  type MatchRequestSource,
  type MatchRequestStatus,
} from '@cosign/api'

/** A match request as stored (table match_requests). */
export interface MatchRequestRecord {
  id: string
  status: string
  renterId: string
  renterProfileId: string
  cosignerId: string
  cosignerProfileId: string
  monthlyRentCents: number
  leaseDurationMonths: number
  propertyAddress: string
  moveInDate: Date
  message: string | null
  source: string
  createdAt: Date
  respondedAt: Date | null
}

/** A match request with its two sides' names (`names`: profile id -> the name its profile gives). */
export function toMatchRequestDto(
  r: MatchRequestRecord,
  names: ReadonlyMap<string, string>,
): MatchRequestDto {
  return {
    id: r.id,
    status: r.status as MatchRequestStatus,
    renterId: r.renterId,
    renterName: names.get(r.renterProfileId) ?? '',
    renterProfileId: r.renterProfileId,
    cosignerId: r.cosignerId,
    cosignerName: names.get(r.cosignerProfileId) ?? '',
    cosignerProfileId: r.cosignerProfileId,
    monthlyRentCents: r.monthlyRentCents,
    leaseDurationMonths: r.leaseDurationMonths,
    propertyAddress: r.propertyAddress,
    moveInDate: r.moveInDate.toISOString().slice(0, 10),
    message: r.message,
    // Rows from before sources were recorded are matches (the column's default).
    source: (MATCH_REQUEST_SOURCES as readonly string[]).includes(r.source)
      ? (r.source as MatchRequestSource)
      : 'matches',
    createdAt: r.createdAt.toISOString(),
    respondedAt: r.respondedAt ? r.respondedAt.toISOString() : null,
  }
}
