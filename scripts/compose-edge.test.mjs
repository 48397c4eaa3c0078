// docker-compose's edge answers in the API's envelope like the local one: its errorfiles are the platform's table.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'
import { edgeErrorFiles } from './platform.mjs'

const read = (file) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')

test("deploy/edge-errors holds the platform's edge answers, and the compose HAProxy uses each", () => {
  const config = read('deploy/haproxy-compose.cfg')
  for (const [status, answer] of Object.entries(edgeErrorFiles())) {
    assert.equal(read(`deploy/edge-errors/${status}.http`), answer, `deploy/edge-errors/${status}.http is stale`)
    assert.match(config, new RegExp(`errorfile ${status} /usr/local/etc/haproxy/errors/${status}\\.http`))
    const body = answer.split('\r\n\r\n')[1]
    assert.ok(JSON.parse(body).error.code, `${status}: the envelope`)
  }
  assert.match(read('docker-compose.yml'), /image: haproxy:3\.[2-9]/)
})
