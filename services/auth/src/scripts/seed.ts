import pino from 'pino'
import { PrismaClient } from '../generated/prisma/client.js'
import { prismaAdapter } from '@cosign/service-kit'
import { readConfig } from '../config.js'
import { ensureAdmin } from '../domain/ensure-admin.js'

const config = readConfig()
const prisma = new PrismaClient({ adapter: prismaAdapter(config.databaseUrl, config.schema) })
await ensureAdmin(prisma, config.adminEmail, config.adminPassword, pino())
await prisma.$disconnect()
console.log(`auth: admin account ${config.adminEmail} ready`)
