// The NATS state a backup keeps (issue 32; docs/operations.md "What the backup holds of NATS"): the domain-event
// stream's configuration and sequence position, every durable consumer's configuration and how far it had
// handled, and from that the moment from which the restored outboxes must re-publish. Not the messages
// themselves: every event is an outbox row in the database archive, re-publishable with its original id.
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// The NATS client comes with service-kit (the scripts have no dependencies of their own).
const requireKit = createRequire(path.join(ROOT, 'packages/service-kit/package.json'))
const { connect } = requireKit('@nats-io/transport-node')
const { jetstreamManager } = requireKit('@nats-io/jetstream')

/** How far before the oldest unhandled event the replay starts: clocks of NATS and the services may differ. */
export const REPLAY_MARGIN_MS = 5 * 60 * 1000

const isMissing = (err) => err?.code === 10059 || err?.code === 10014 || /not found/i.test(err?.message ?? '')

async function withManager(natsUrl, fn) {
  const nc = await connect({ servers: natsUrl, name: 'cosign-backup', timeout: 5000 })
  try {
    return await fn(await jetstreamManager(nc, { timeout: 5000 }), nc)
  } finally {
    await nc.close()
  }
}

/**
 * Reads the stream and its durables. Call it BEFORE the database snapshot is taken: an event a durable handles
 * after this read is then either in that durable's processed_events in the dump, or at or after `replaySince`.
 */
export function captureNatsState({ natsUrl, stream }) {
  return withManager(natsUrl, async (jsm, nc) => {
    const capturedAt = new Date()
    const info = await jsm.streams.info(stream)
    const { first_seq: firstSeq, last_seq: lastSeq } = info.state
    const durables = []
    for await (const ci of jsm.consumers.list(stream)) {
      if (!ci.config.durable_name) continue // ephemeral consumers belong to processes, not to the platform
      // The first message the durable has not acknowledged (everything before it is handled), when it has one.
      const next = Math.max(ci.ack_floor.stream_seq + 1, firstSeq)
      const behind = (ci.num_pending > 0 || ci.num_ack_pending > 0) && next <= lastSeq
      const oldest = behind ? await jsm.streams.getMessage(stream, { seq: next }).catch(() => null) : null
      durables.push({
        name: ci.name,
        config: ci.config,
        delivered: ci.delivered.stream_seq,
        ackFloor: ci.ack_floor.stream_seq,
        pending: ci.num_pending,
        ackPending: ci.num_ack_pending,
        // A message removed in between: the stream's oldest one stands in (an earlier moment is only more replay).
        oldestUnhandledAt: behind ? (oldest?.time ?? new Date(info.state.first_ts)).toISOString() : null,
      })
    }
    const moments = [capturedAt, ...durables.filter((d) => d.oldestUnhandledAt).map((d) => new Date(d.oldestUnhandledAt))]
    const oldest = new Date(Math.min(...moments.map((d) => d.getTime())))
    return {
      capturedAt: capturedAt.toISOString(),
      server: nc.info?.version ?? null,
      stream: { name: stream, config: info.config, firstSeq, lastSeq, messages: info.state.messages },
      durables,
      // Outbox rows published since then may not have been handled by every durable: the restore re-publishes them.
      replaySince: new Date(oldest.getTime() - REPLAY_MARGIN_MS).toISOString(),
    }
  })
}

/**
 * Recreates on `natsUrl` what `state` describes and is missing there: the stream (with its configuration, its
 * sequence numbers going on after the backed-up last one) and each durable (with its configuration). What
 * exists is left as it is. Returns { streamCreated, durablesCreated }.
 */
export function restoreNatsState({ natsUrl, state }) {
  return withManager(natsUrl, async (jsm) => {
    const { name, config, lastSeq } = state.stream
    let streamCreated = false
    try {
      await jsm.streams.info(name)
    } catch (err) {
      if (!isMissing(err)) throw err
      await jsm.streams.add(config)
      // Purging an empty stream up to a sequence makes it the next one: sequences never go back after a restore.
      if (lastSeq > 0) await jsm.streams.purge(name, { seq: lastSeq + 1 })
      streamCreated = true
    }
    const durablesCreated = []
    for (const durable of state.durables) {
      try {
        await jsm.consumers.info(name, durable.name)
      } catch (err) {
        if (!isMissing(err)) throw err
        await jsm.consumers.add(name, durable.config)
        durablesCreated.push(durable.name)
      }
    }
    return { streamCreated, durablesCreated }
  })
}
