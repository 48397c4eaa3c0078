import type { FastifyInstance } from 'fastify'
import { paymentEndpoints as endpoints } from '@cosign/api'
import { serveEndpoint } from '@cosign/service-kit'
import type { PaymentsConfig } from '../../config.js'
import { getReceiptFile } from '../../domain/get-receipt-file.js'
import { listReceipts } from '../../domain/list-receipts.js'

export default async function receiptRoutes(app: FastifyInstance, opts: { config: PaymentsConfig }) {
  const { deps } = app

  serveEndpoint(app, endpoints.listReceipts, async (request) => ({
    items: await listReceipts(deps.db, request.user, request.query.contractId),
  }))

  // A private file: an attachment, never cached, never sniffed into another type.
  serveEndpoint(app, endpoints.downloadReceipt, async (request, reply) => {
    const { bytes, fileName } = await getReceiptFile(deps.db, request.user, request.params.id)
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(bytes))
  })
}
