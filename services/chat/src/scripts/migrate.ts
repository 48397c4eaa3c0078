import { migrateService } from '@cosign/service-kit'
import { readConfig } from '../config.js'

await migrateService('chat', readConfig(), import.meta.url)
