import { prismaAdapter } from '@cosign/service-kit'
import { PrismaClient } from '../generated/prisma/client.js'
import { readConfig } from '../config.js'
import { ensureDefaultServices } from '../domain/ensure-default-services.js'
import { DEFAULT_SERVICES } from '../model/default-services.js'

const config = readConfig()
const prisma = new PrismaClient({ adapter: prismaAdapter(config.databaseUrl, config.schema) })
await ensureDefaultServices(prisma)
await prisma.$disconnect()
console.log(`payments: services ${DEFAULT_SERVICES.map((s) => s.name).join(', ')} ready`)
