import { FileStore } from '../repositories/file-store.js'
import { readConfig } from '../config.js'

// No rows to seed: documents are uploaded by admins. Make sure the private file directory exists.
const config = readConfig()
await new FileStore(config.documentsDir).init()
console.log(`documents: file store ready at ${config.documentsDir}`)
