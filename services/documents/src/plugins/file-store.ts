import fp from 'fastify-plugin'
import { FileStore } from '../repositories/file-store.js'

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore
  }
}

export default fp<{ documentsDir: string }>(
  async (app, opts) => {
    const files = new FileStore(opts.documentsDir)
    await files.init()
    app.decorate('files', files)
  },
  { name: 'file-store' },
)
