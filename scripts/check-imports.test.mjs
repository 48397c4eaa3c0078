// The import checker against workspaces of its own: a clean one passes, and each rule it names catches a breach.
//   node --test scripts/check-imports.test.mjs   (run by the unit stage of scripts/run-tests.mjs)
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, describe, test } from 'node:test'
import { fileURLToPath } from 'node:url'

const CHECKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'check-imports.mjs')
const roots = []
after(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })))

/** A tree of files from { 'path/in/root': text }. */
function workspace(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'check-imports-'))
  roots.push(root)
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  return root
}
const check = (root) =>
  new Promise((resolve) =>
    execFile(process.execPath, [CHECKER, '--root', root], (error, stdout, stderr) =>
      resolve({ status: error ? error.code : 0, out: stdout + stderr }),
    ),
  )
const lines = (n, head = '') => head + Array.from({ length: n }, (_, i) => `export const v${i} = ${i}\n`).join('')

/** A service, a micro-frontend and the shared feature library, each thing in its home. */
const CLEAN = {
  'services/demo/src/app.ts': "import type { FastifyInstance } from 'fastify'\nimport routes from './routes/things/index.js'\nexport const app = (a: FastifyInstance) => routes(a)\n",
  'services/demo/src/server.ts': "import Fastify from 'fastify'\nexport const server = Fastify()\n",
  'services/demo/src/routes/things/index.ts':
    "import type { FastifyInstance } from 'fastify'\nimport { listThings } from '../../domain/list-things.js'\nexport default async function routes(app: FastifyInstance) { app.get('/', async () => listThings(app.deps)) }\n",
  'services/demo/src/plugins/deps.ts':
    "import fp from 'fastify-plugin'\nimport { PrismaClient } from '../generated/prisma/client.js'\nexport default fp(async (app) => { app.decorate('deps', { db: new PrismaClient() }) })\n",
  'services/demo/src/domain/deps.ts': "import type { Db } from '../repositories/db.js'\nexport interface Deps { db: Db }\n",
  'services/demo/src/domain/list-things.ts':
    "import type { Deps } from './deps.js'\nimport { thingRepository } from '../repositories/thing-repository.js'\nimport { toThingDto } from '../model/thing-dto.js'\nexport const listThings = async (deps: Deps) => (await thingRepository.list(deps.db)).map(toThingDto)\n",
  'services/demo/src/repositories/db.ts': "import type { PrismaClient } from '../generated/prisma/client.js'\nexport type Db = PrismaClient\n",
  'services/demo/src/repositories/thing-repository.ts':
    "import type { Db } from './db.js'\nimport { Prisma } from '@prisma/client'\nexport const thingRepository = { list: (db: Db) => db.thing.findMany({ where: Prisma.skip }) }\n",
  'services/demo/src/model/thing-dto.ts':
    "import type { Thing } from '../generated/prisma/client.js'\nexport const toThingDto = (row: Thing) => ({ id: row.id })\n",
  'services/demo/src/scripts/seed.ts': "import { PrismaClient } from '../generated/prisma/client.js'\nexport const seed = () => new PrismaClient()\n",
  'services/demo/src/generated/prisma/client.ts': "import { x } from '@prisma/client/runtime'\nexport class PrismaClient { thing = x }\n",
  'services/demo/src/domain/list-things.test.ts': "import Fastify from 'fastify'\nimport '../generated/prisma/client.js'\nexport const t = Fastify\n",
  'services/demo/test/helpers.ts': "import Fastify from 'fastify'\nexport const t = Fastify\n",
  'gateway/src/plugins/redis.ts': "import fp from 'fastify-plugin'\nexport default fp(async () => {})\n",
  'gateway/src/lib/forwarding.ts': "export const forwarded = (headers: Record<string, string>) => headers['x-forwarded-for']\n",
  'mfe-demo/src/features/chat/index.ts': "export { ChatPage } from './ChatPage.js'\n",
  'mfe-demo/src/features/chat/ChatPage.tsx': "import { listMessages } from './chat-api.js'\nexport const ChatPage = () => listMessages\n",
  'mfe-demo/src/features/chat/chat-api.ts': 'export const listMessages = 1\n',
  'mfe-demo/src/features/ledger/LedgerPage.tsx':
    "import { ChatPage } from '../chat/index.js'\nimport { ChatPage as Again } from '../chat'\nimport { LedgerPage } from '@cosign/features/ledger'\nimport { Shared } from '@cosign/features'\nexport const Page = () => [ChatPage, Again, LedgerPage, Shared]\n",
  'packages/features/package.json': JSON.stringify({ name: '@cosign/features', exports: { '.': './dist/index.js', './ledger': './dist/ledger/index.js', './chat/api': './dist/chat/chat-api.js' } }),
  'mfe-demo/src/features/chat/badge.ts': "import { chatApi } from '@cosign/features/chat/api'\nexport const badge = chatApi\n",
  'packages/features/src/chat/chat-api.ts': 'export const chatApi = 1\n',
  'packages/features/src/index.ts': "export * from './ledger/index.js'\n",
  'packages/features/src/ledger/index.ts': "export { LedgerPage } from './LedgerPage.js'\n",
  'packages/features/src/ledger/LedgerPage.tsx': "import { Conversation } from '../chat/index.js'\nexport const LedgerPage = () => Conversation\n",
  'packages/features/src/chat/index.ts': "export { Conversation } from './Conversation.js'\n",
  'packages/features/src/chat/Conversation.tsx': 'export const Conversation = 1\n',
  'packages/api/src/long.ts': lines(450, '// over 400 lines: one table of every endpoint, split by nothing smaller\n'),
  'packages/api/src/long.test.ts': lines(450),
  'services/demo/src/generated/long.ts': lines(450),
  'services/demo/prisma/migrations/long.ts': lines(450),
  'scripts/tool.mjs': lines(400),
}

/** Each rule, a file breaking it, and the breach line expected in the report. */
const BREACHES = [
  ['Fastify in domain/', 'services/demo/src/domain/handler.ts', "import type { FastifyRequest } from 'fastify'\nexport type R = FastifyRequest\n", 'domain/handler.ts -> fastify'],
  ['fastify-plugin in model/', 'services/demo/src/model/plugin.ts', "import fp from 'fastify-plugin'\nexport default fp\n", 'model/plugin.ts -> fastify-plugin'],
  ['@fastify/* in repositories/', 'services/demo/src/repositories/cookie.ts', "export { default } from '@fastify/cookie'\n", 'repositories/cookie.ts -> @fastify/cookie'],
  ['Fastify in a service-level file', 'services/demo/src/deps-of.ts', "import type { FastifyInstance } from 'fastify'\nexport const depsOf = (app: FastifyInstance) => app\n", 'deps-of.ts -> fastify'],
  ['Fastify in lib/ (dynamic import)', 'services/demo/src/lib/late.ts', "export const late = () => import('fastify')\n", 'lib/late.ts -> fastify'],
  ['Fastify in the gateway\'s lib/', 'gateway/src/lib/headers.ts', "import type { FastifyRequest } from 'fastify'\nexport type R = FastifyRequest\n", 'lib/headers.ts -> fastify'],
  ['the generated client in domain/ (type only)', 'services/demo/src/domain/use-db.ts', "import type { PrismaClient } from '../generated/prisma/client.js'\nexport type P = PrismaClient\n", 'domain/use-db.ts -> ../generated/prisma/client.js'],
  ['the generated client in model/ (a value import)', 'services/demo/src/model/rows.ts', "import type { Thing } from '../generated/prisma/client.js'\nimport { Prisma } from '../generated/prisma/client.js'\nexport type T = Thing\nexport const n = Prisma.DbNull\n", 'model/rows.ts -> ../generated/prisma/client.js'],
  ['@prisma/* in model/', 'services/demo/src/model/json.ts', "import { Prisma } from '@prisma/client'\nexport const n = Prisma.DbNull\n", 'model/json.ts -> @prisma/client'],
  ['the generated client in routes/', 'services/demo/src/routes/things/raw.ts', "export * from '../../generated/prisma/enums.js'\n", 'routes/things/raw.ts -> ../../generated/prisma/enums.js'],
  ['a feature reaching into another', 'mfe-demo/src/features/ledger/Reach.tsx', "import { listMessages } from '../chat/chat-api.js'\nexport const R = listMessages\n", 'features/ledger/Reach.tsx -> ../chat/chat-api.js'],
  ['a feature importing another\'s stylesheet', 'mfe-demo/src/features/ledger/Styled.tsx', "import '../chat/chat.css'\nexport const S = 1\n", 'features/ledger/Styled.tsx -> ../chat/chat.css'],
  ['a shared feature reaching into another', 'packages/features/src/ledger/Reach.tsx', "import { Conversation } from '../chat/Conversation.js'\nexport const R = Conversation\n", 'ledger/Reach.tsx -> ../chat/Conversation.js'],
  ['an app reaching into a shared feature', 'mfe-demo/src/features/chat/Deep.tsx', "import { LedgerPage } from '@cosign/features/ledger/LedgerPage.js'\nexport const D = LedgerPage\n", 'features/chat/Deep.tsx -> @cosign/features/ledger/LedgerPage.js'],
  ['a source file over 400 lines', 'services/demo/src/domain/huge.ts', lines(401, '// long, and no reason given\n'), 'services/demo/src/domain/huge.ts (402 lines)'],
  ['a script over 400 lines', 'scripts/huge.mjs', lines(401), 'scripts/huge.mjs (401 lines)'],
  ['a stylesheet over 400 lines', 'mfe-demo/src/features/chat/chat.css', lines(401, '/* long, and no reason given */\n'), 'mfe-demo/src/features/chat/chat.css (402 lines)'],
  ['an import cycle', 'services/demo/src/model/a.ts', "import { b } from './b.js'\nexport const a = () => b\n", 'import cycle', { 'services/demo/src/model/b.ts': "import { a } from './a.js'\nexport const b = () => a\n" }],
  ['domain/ importing routes/', 'services/demo/src/domain/up.ts', "import routes from '../routes/things/index.js'\nexport const up = routes\n", 'domain/up.ts -> routes/things/index.ts'],
  ['a component calling the API', 'mfe-demo/src/features/chat/Caller.tsx', "export const C = () => fetch('/api/chat/conversations')\n", 'mfe-demo/src/features/chat/Caller.tsx'],
]

// Each case is its own checker process; a few at once keep the file to seconds.
describe('scripts/check-imports.mjs', { concurrency: 4 }, () => {
  test('a workspace with everything in its home passes', async () => {
    const { status, out } = await check(workspace(CLEAN))
    assert.equal(status, 0, out)
    assert.match(out, /\d+ passed, 0 failed/)
  })

  for (const [rule, file, text, expected, more = {}] of BREACHES)
    test(`it catches ${rule}`, async () => {
      const { status, out } = await check(workspace({ ...CLEAN, ...more, [file]: text }))
      assert.equal(status, 1, out)
      assert.ok(out.includes(expected), `expected "${expected}" in:\n${out}`)
      assert.match(out, /\d+ passed, 1 failed/)
    })
})
