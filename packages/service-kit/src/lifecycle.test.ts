import { createHttpServer } from './http.js'
import { readBaseEnv } from './env.js'
import { listenWithGracefulShutdown } from './lifecycle.js'

describe('listenWithGracefulShutdown', () => {
  it('listens on the configured bind address: loopback by default', async () => {
    const app = createHttpServer({ name: 'test', logger: false })
    const { bindHost } = readBaseEnv({ JWT_SECRET: 'j'.repeat(32), INTERNAL_TOKEN: 'i'.repeat(32) })
    const address = await listenWithGracefulShutdown(app, 0, bindHost)
    try {
      expect(address.address).toBe('127.0.0.1')
      expect(app.server.address()).toMatchObject({ address: '127.0.0.1' })
    } finally {
      await app.close()
    }
  })
})
