// The listing queries the listings benchmarks ask (filters, sort, deep paging, search), one list for all of them.
export const LISTING_PATHS = [
  '/listings?tab=cosigners&page=1&pageSize=20',
  '/listings?tab=cosigners&minCreditScore=700&minIncome=500000&page=3&pageSize=20',
  '/listings?tab=renters&minCreditScore=650&page=2&pageSize=20',
  '/listings?tab=renters&minIncome=600000&pageSize=20',
  '/listings?tab=all&page=1&pageSize=20',
  '/listings?tab=all&minCreditScore=720&minIncome=400000&page=5000&pageSize=20',
  '/listings?tab=cosigners&search=garcia&pageSize=20',
  '/listings?tab=all&search=austin&minCreditScore=600&pageSize=20',
  '/listings?tab=renters&search=mar&page=2&pageSize=20',
]
