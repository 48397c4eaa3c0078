import { migrateService } from '@cosign/service-kit'
import { readConfig } from '../config.js'

await migrateService('documents', readConfig(), import.meta.url)
