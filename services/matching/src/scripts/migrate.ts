import { migrateService } from '@cosign/service-kit'
import { readConfig } from '../config.js'

await migrateService('matching', readConfig(), import.meta.url)
