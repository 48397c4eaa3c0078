import type { Prisma, Service } from '../generated/prisma/client.js'
import type { Db } from './db.js'

export const serviceRepository = {
  findByName: (db: Db, name: string): Promise<Service | null> => db.service.findUnique({ where: { name } }),
  findById: (db: Db, id: string): Promise<Service | null> => db.service.findUnique({ where: { id } }),
  listAll: (db: Db): Promise<Service[]> => db.service.findMany({ orderBy: { name: 'asc' } }),
  listActive: (db: Db): Promise<Service[]> =>
    db.service.findMany({ where: { isActive: true }, orderBy: { name: 'asc' } }),
  create: (db: Db, data: Prisma.ServiceCreateInput): Promise<Service> => db.service.create({ data }),
  update: (db: Db, id: string, data: Prisma.ServiceUpdateInput): Promise<Service> =>
    db.service.update({ where: { id }, data }),
  /** Inserts a default price unless the service exists (an admin's edit is never overwritten). */
  ensure: (db: Db, data: { name: string; priceCents: number; description: string }): Promise<Service> =>
    db.service.upsert({ where: { name: data.name }, create: data, update: {} }),
}
