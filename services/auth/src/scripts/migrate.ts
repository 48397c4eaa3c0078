import { migrateService } from '@cosign/service-kit'
import { readConfig } from '../config.js'

await migrateService('auth', readConfig(), import.meta.url)
