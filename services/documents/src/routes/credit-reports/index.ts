import type { FastifyInstance } from 'fastify'
import { CREDIT_REPORT_MAX_BYTES, DOCUMENT_MESSAGES, documentEndpoints as endpoints } from '@cosign/api'
import { serveEndpoint } from '@cosign/service-kit'
import { uploadCreditReport } from '../../domain/upload-credit-report.js'
import { getMyCreditReport } from '../../domain/get-my-credit-report.js'
import { createCreditReportLink } from '../../domain/create-credit-report-link.js'
import { readUpload } from '../read-upload.js'

/** Credit reports (signed in): visitors get 401 before validation and before any upload byte is read. */
export default async function creditReportRoutes(app: FastifyInstance) {
  const { deps } = app

  // Multipart (`creditScore` + `file`), checked field by field in readUpload.
  serveEndpoint(app, endpoints.uploadCreditReport, async (request, reply) => {
    const upload = await readUpload(request, {
      fields: ['creditScore'],
      maxFileBytes: CREDIT_REPORT_MAX_BYTES,
      tooLargeMessage: DOCUMENT_MESSAGES.creditFileTooLarge,
    })
    return reply.code(201).send(await uploadCreditReport(deps, request.user.sub, upload))
  })

  serveEndpoint(app, endpoints.getMyCreditReport, async (request) => getMyCreditReport(deps, request.user.sub))

  serveEndpoint(app, endpoints.createCreditReportLink, async (request) =>
    createCreditReportLink(deps, request.user, request.params.userId),
  )
}
