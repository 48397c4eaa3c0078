import type { FastifyInstance } from 'fastify'
import { CREDIT_REPORT_MAX_BYTES, DOCUMENT_MESSAGES } from '@cosign/api'
import type { DocumentsConfig } from '../../config.js'
import { uploadCreditReport } from '../../domain/upload-credit-report.js'
import { getMyCreditReport } from '../../domain/get-my-credit-report.js'
import { createCreditReportLink } from '../../domain/create-credit-report-link.js'
import { depsOf } from '../deps.js'
import { readUpload } from '../read-upload.js'
import { linkSchema, mineSchema, uploadSchema } from './schemas.js'

export default async function creditReportRoutes(app: FastifyInstance, opts: { config: DocumentsConfig }) {
  // Before validation and before any upload byte is read: visitors get 401.
  app.addHook('onRequest', app.authenticate)
  const deps = depsOf(app, opts.config)

  app.post('/credit-reports', { schema: uploadSchema }, async (request, reply) => {
    const upload = await readUpload(request, {
      fields: ['creditScore'],
      maxFileBytes: CREDIT_REPORT_MAX_BYTES,
      tooLargeMessage: DOCUMENT_MESSAGES.creditFileTooLarge,
    })
    return reply.code(201).send(await uploadCreditReport(deps, request.user.sub, upload))
  })

  app.get('/credit-reports/mine', { schema: mineSchema }, async (request) =>
    getMyCreditReport(deps, request.user.sub),
  )

  app.post<{ Params: { userId: string } }>(
    '/credit-reports/:userId/link',
    { schema: linkSchema },
    async (request) => createCreditReportLink(deps, request.user, request.params.userId),
  )
}
