// The event stream's copies reach the server when a service creates it (EVENT_STREAM_REPLICAS; 3 on the cluster's
// three NATS servers, deploy/k8s). The local server is a single one: it makes one copy, and refuses three.
import { connect } from '@nats-io/transport-node'
import { jetstreamManager } from '@nats-io/jetstream'
import { EventBus } from '../src/nats.js'
import { cleanupTestRun, testRunNames } from '../src/testing.js'

const names = testRunNames('replicas')

afterAll(() => cleanupTestRun(names))

test('one copy by default; three asked of a lone server are refused, so the setting is sent', async () => {
  const options = { natsUrl: names.natsUrl, stream: names.eventStream, subjectPrefix: names.subjectPrefix, name: 'stream-replicas-test' }
  await expect(EventBus.connect({ ...options, streamReplicas: 3 })).rejects.toThrow(/replicas|cluster/i)
  const bus = await EventBus.connect(options)
  const nc = await connect({ servers: names.natsUrl })
  try {
    expect((await (await jetstreamManager(nc)).streams.info(names.eventStream)).config.num_replicas).toBe(1)
  } finally {
    await nc.close()
    await bus.nc.close()
  }
})
