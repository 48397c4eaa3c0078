import { agreementVerificationUrl } from '@cosign/api'
import type { FastifyInstance } from 'fastify'
import multipart from '@fastify/multipart'
import { createService, jwtAuth } from '@cosign/service-kit'
import type { DocumentsConfig } from './config.js'
import { createPrismaClient } from './plugins/prisma.js'
import fileStorePlugin from './plugins/file-store.js'
import depsPlugin from './plugins/deps.js'
import grantsConsumer from './plugins/grants-consumer.js'
import namesConsumer from './plugins/names-consumer.js'
import { finalAgreementsConsumer, signedAgreementsConsumer } from './plugins/agreements-consumer.js'
import contractStatusConsumer from './plugins/contract-status-consumer.js'
import privacyConsumer from './plugins/privacy-consumer.js'
import contractPurgeConsumer from './plugins/contract-purge-consumer.js'
import creditReportRoutes from './routes/credit-reports/index.js'
import documentRoutes from './routes/documents/index.js'
import fileRoutes from './routes/files/index.js'
import agreementRoutes from './routes/agreements/index.js'
import agreementShareRoutes from './routes/agreement-shares/index.js'
import creditReportReviewRoutes from './routes/credit-report-reviews/index.js'
import clientReportRoutes from './routes/client-reports/index.js'

/** Builds the documents service (private files): connections first, then routes. */
export async function buildApp(config: DocumentsConfig): Promise<FastifyInstance> {
  const app = await createService({ name: 'documents', settings: config, prisma: createPrismaClient, bodyLimit: 64 * 1024 })
  await app.register(jwtAuth, { secret: config.jwtSecret, subjectPrefix: config.subjectPrefix, redis: config.redisUrl })
  // Per-request limits are set by readUpload; these are the defaults for anything else.
  await app.register(multipart, { limits: { fileSize: 1, files: 1, fields: 5, parts: 6, fieldSize: 4096 } })
  await app.register(fileStorePlugin, { documentsDir: config.documentsDir })
  await app.register(depsPlugin, { config })
  await app.register(grantsConsumer)
  await app.register(namesConsumer)
  const verifyUrls = {
    verifyUrlTemplate: `${config.publicOrigin}${config.publicPath}/agreements/verify/<sha256>`,
    verifyPageUrl: agreementVerificationUrl(new URL(config.publicOrigin).origin),
  }
  await app.register(signedAgreementsConsumer, verifyUrls)
  await app.register(finalAgreementsConsumer, verifyUrls)
  await app.register(contractStatusConsumer)
  await app.register(privacyConsumer)
  await app.register(contractPurgeConsumer)
  const routes = [creditReportRoutes, documentRoutes, fileRoutes, agreementRoutes, agreementShareRoutes]
  const adminRoutes = [creditReportReviewRoutes, clientReportRoutes]
  for (const area of [...routes, ...adminRoutes]) await app.register(area)
  return app
}
