import net from 'node:net'
import type { AddressInfo } from 'node:net'

export interface FailoverProxy {
  url: string
  close(): Promise<void>
}

/**
 * A TCP forwarder standing in for the platform's load balancer (HAProxy) in front of several instances of a
 * service: each connection goes to the first upstream that accepts it, so a test knows which instance a gateway
 * reaches while it runs, and that the gateway reaches the next one once it is stopped.
 */
export async function startFailoverProxy(upstreamPorts: number[]): Promise<FailoverProxy> {
  const open = new Set<net.Socket>()
  const server = net.createServer((client) => {
    open.add(client)
    client.on('close', () => open.delete(client))
    client.on('error', () => undefined)
    client.pause()
    const tryAt = (i: number) => {
      if (i >= upstreamPorts.length || client.destroyed) return void client.destroy()
      const upstream = net.connect(upstreamPorts[i], '127.0.0.1')
      let connected = false
      upstream.on('error', () => {
        if (!connected) tryAt(i + 1)
        else client.destroy()
      })
      upstream.once('connect', () => {
        connected = true
        open.add(upstream)
        upstream.on('close', () => {
          open.delete(upstream)
          client.destroy()
        })
        client.on('close', () => upstream.destroy())
        client.pipe(upstream)
        upstream.pipe(client)
        client.resume()
      })
    }
    tryAt(0)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
