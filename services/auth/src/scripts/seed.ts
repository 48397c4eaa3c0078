import pino from 'pino'
import { PrismaClient } from '../generated/prisma/client.js'
import { outboxRecord, prismaAdapter } from '@cosign/service-kit'
import { readConfig } from '../config.js'
import { ensureAdmin } from '../domain/ensure-admin.js'
import { seedDemoAccounts } from '../domain/seed-demo-accounts.js'

const config = readConfig()
const prisma = new PrismaClient({ adapter: prismaAdapter(config.databaseUrl, config.schema) })
await ensureAdmin({ prisma, log: pino() }, config.adminEmail, config.adminPassword)
console.log(`auth: admin account ${config.adminEmail} ready`)
// The demo marketplace only when asked for (README, "Accounts"): a default start shows an empty marketplace.
if (process.env.SEED_DEMO === '1') {
  const created = await seedDemoAccounts(prisma, (type, data) =>
    outboxRecord(type, data, config.subjectPrefix),
  )
  console.log(`auth: demo accounts ready (${created} created)`)
}
await prisma.$disconnect()
