import { PAYMENT_SERIES_MONTHS, PAYMENT_SERIES_WEEKS, type PaymentSeriesResponse } from '@cosign/api'
import { fillPeriods, periodStarts, type SeriesUnit } from '../model/payment-series.js'
import type { Db } from '../repositories/db.js'
import { transactionRepository } from '../repositories/transaction-repository.js'

/** The admin Payments tab's charts: completed payments per week and per month (PaymentSeriesResponse). */
export async function getPaymentSeries(db: Db, now = new Date()): Promise<PaymentSeriesResponse> {
  const series = async (unit: SeriesUnit, count: number) => {
    const starts = periodStarts(unit, now, count)
    return fillPeriods(starts, await transactionRepository.periodTotals(db, unit, starts[0]!))
  }
  const [weeks, months] = await Promise.all([
    series('week', PAYMENT_SERIES_WEEKS),
    series('month', PAYMENT_SERIES_MONTHS),
  ])
  return { weeks, months }
}
