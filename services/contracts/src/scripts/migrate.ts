import { migrateService } from '@cosign/service-kit'
import { readConfig } from '../config.js'

await migrateService('contracts', readConfig(), import.meta.url)
