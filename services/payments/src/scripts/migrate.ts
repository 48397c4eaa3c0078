import { migrateService } from '@cosign/service-kit'
import { readConfig } from '../config.js'

await migrateService('payments', readConfig(), import.meta.url)
