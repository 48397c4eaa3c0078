#!/usr/bin/env node
// Re-publishes the services' outbox events since a moment (after NATS lost its store): see
// packages/service-kit/bin/replay-events.mjs for the options, docs/architecture.md ("Events") for when.
import '../packages/service-kit/bin/replay-events.mjs'
