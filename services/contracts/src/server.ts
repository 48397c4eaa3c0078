// Tracing starts before the app's modules load, so its hooks see them (service-kit tracing.ts); off without
// OTEL_EXPORTER_OTLP_ENDPOINT.
import { startTracing } from '@cosign/service-kit/tracing'

await startTracing('contracts')
await import('./main.js')
