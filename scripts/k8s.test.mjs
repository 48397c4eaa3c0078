// node --test scripts/k8s.test.mjs (the test command's unit stage, with the checks' own tests): the Kubernetes
// manifests of deploy/k8s (the platform, setup/ with its Jobs, infra/ with the data stores) are valid against the
// Kubernetes API schemas (kubernetes-models; CloudNativePG's for its Cluster) and hold the platform's rules: every
// process the platform script runs on its port with a Deployment, Service, HPA and PDB; probes, requests, limits
// and a non-root user in every container, the Jobs' too; only the Ingress controller reaches the gateway and the
// micro-frontend servers, only the gateway (and Prometheus) the services; no secret value anywhere.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { test } from 'node:test'
import { parseAllDocuments } from 'yaml'
import { MICRO_FRONTENDS, ROOT, SERVICES, platformEnv } from './platform.mjs'
import { GENERATED_SECRETS } from './secrets.mjs'

const dir = path.join(ROOT, 'deploy/k8s')
const parse = (file) =>
  parseAllDocuments(readFileSync(path.join(dir, file), 'utf8')).map((d) => {
    assert.deepEqual(d.errors, [], `${file} parses`)
    return d.toJS()
  })
/** The documents a kustomization lists, each with the file it came from. */
const kustomized = (folder) =>
  parse(path.join(folder, 'kustomization.yaml'))[0].resources.flatMap((file) =>
    parse(path.join(folder, file)).map((d) => ({ file: path.join(folder, file), ...d })),
  )
const platform = kustomized('.')
const setup = kustomized('setup')
const infra = kustomized('infra')
const all = [...platform, ...setup, ...infra]
const of = (kind, name) => platform.find((d) => d.kind === kind && d.metadata?.name === name)
const config = of('ConfigMap', 'cosign-config').data
// The canonical ports, without PORT_OFFSET (the manifests are not offset).
const offset = Number(process.env.PORT_OFFSET) || 0
const services = SERVICES.map((s) => ({ name: s.name, port: s.port - offset }))
const frontends = MICRO_FRONTENDS.map((m) => ({ name: m.dir, area: m.dir.slice(4), dist: `${m.dir}/dist`, port: m.port - offset }))
const processes = [...services, { name: 'gateway', port: 8080 }, ...frontends]

const podSpec = (d) => d.spec.template.spec
const containersOf = (d) => [...(podSpec(d).initContainers ?? []), ...podSpec(d).containers]
const workloads = all.filter((d) => d.kind === 'Deployment' || d.kind === 'Job')

/** The kubernetes-models class of a document's kind (CloudNativePG's package for its Cluster). */
async function modelOf({ apiVersion, kind }) {
  const module = apiVersion.endsWith('.cnpg.io/v1')
    ? `@kubernetes-models/cloudnative-pg/${apiVersion}/${kind}`
    : `kubernetes-models/${apiVersion}/${kind}`
  return (await import(module))[kind]
}

test('every document is valid against the Kubernetes API schema of its kind', async () => {
  assert.ok(all.length > 40, `${all.length} documents`)
  for (const { file, ...doc } of all) {
    const Model = await modelOf(doc)
    assert.doesNotThrow(() => new Model(doc).validate(), `${file}: ${doc.kind} ${doc.metadata?.name}`)
  }
  // The check has teeth: a port given as a word, or a Deployment without its selector, is refused.
  const Deployment = await modelOf({ apiVersion: 'apps/v1', kind: 'Deployment' })
  const broken = JSON.parse(JSON.stringify(of('Deployment', 'auth')))
  podSpec(broken).containers[0].ports[0].containerPort = 'http'
  assert.throws(() => new Deployment(broken).validate(), /containerPort/)
  delete broken.spec.selector
  assert.throws(() => new Deployment(broken).validate(), /selector/)
})

test('every process of the platform: a Deployment, a Service on its port, an HPA and a PodDisruptionBudget', () => {
  for (const { name, port } of processes) {
    const deployment = of('Deployment', name)
    assert.ok(deployment, `Deployment ${name}`)
    const [container] = podSpec(deployment).containers
    assert.equal(container.ports[0].containerPort, port, `${name} listens on ${port}`)
    assert.equal(of('Service', name)?.spec.ports[0].port, port, `Service ${name}`)
    const hpa = of('HorizontalPodAutoscaler', name)
    assert.equal(hpa?.spec.scaleTargetRef.name, name, `HPA ${name}`)
    assert.ok(hpa.spec.minReplicas >= 2, `${name}: two replicas at least, so a node's loss leaves one`)
    const pdb = of('PodDisruptionBudget', name)
    assert.deepEqual(pdb?.spec.selector.matchLabels, deployment.spec.selector.matchLabels, `PDB ${name}`)
    assert.ok(pdb.spec.minAvailable < hpa.spec.minReplicas, `${name}: a drain can evict one pod`)
  }
  for (const { name, port } of [...services, { name: 'gateway', port: 8080 }]) {
    const [container] = podSpec(of('Deployment', name)).containers
    assert.ok(container.env.some((e) => e.name === 'PORT' && e.value === String(port)), `${name} PORT`)
  }
  // The micro-frontend servers as the platform script starts them, under their Ingress prefix.
  for (const { name, area, dist, port } of frontends) {
    const command = podSpec(of('Deployment', name)).containers[0].command.join(' ')
    assert.equal(command, `node scripts/serve-static.mjs ${dist} --port ${port} --base /mfe/${area}`)
  }
})

const quantity = (q) => {
  const m = /^([\d.]+)(m|Ki|Mi|Gi)?$/.exec(String(q))
  assert.ok(m, `quantity ${q}`)
  return Number(m[1]) * { m: 1e-3, Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30 }[m[2]] || Number(m[1])
}

test('every container, the Jobs\' too: requests within limits, not root, no privilege escalation', () => {
  for (const w of workloads) {
    const pod = podSpec(w)
    for (const c of containersOf(w)) {
      const where = `${w.kind} ${w.metadata.name}/${c.name}`
      for (const r of ['cpu', 'memory']) {
        assert.ok(c.resources?.limits?.[r] && c.resources?.requests?.[r], `${where} has a ${r} request and limit`)
        assert.ok(quantity(c.resources.requests[r]) <= quantity(c.resources.limits[r]), `${where} ${r} request <= limit`)
      }
      assert.equal(c.securityContext?.runAsNonRoot ?? pod.securityContext?.runAsNonRoot, true, `${where} non-root`)
      assert.ok((c.securityContext?.runAsUser ?? pod.securityContext?.runAsUser) > 0, `${where} runs as a user`)
      assert.equal(c.securityContext?.allowPrivilegeEscalation, false, `${where} escalation`)
    }
  }
})

// The gateway's /readyz is every service's readiness: as its probe, one service down would empty the Ingress.
const READINESS = { gateway: '/healthz' }

test('every Deployment\'s container: readiness on /readyz (the gateway: /healthz) and liveness on /healthz', () => {
  for (const d of workloads.filter((w) => w.kind === 'Deployment'))
    for (const c of podSpec(d).containers) {
      const readiness = READINESS[d.metadata.name] ?? '/readyz'
      assert.deepEqual(c.readinessProbe?.httpGet, { path: readiness, port: 'http' }, `${d.metadata.name} readiness`)
      assert.deepEqual(c.livenessProbe?.httpGet, { path: '/healthz', port: 'http' }, `${d.metadata.name} liveness`)
      assert.ok(c.ports.some((p) => p.name === 'http'), `${d.metadata.name} names its port http`)
      assert.deepEqual(c.lifecycle?.preStop?.exec?.command, ['sleep', '5'], `${d.metadata.name} drains before SIGTERM`)
    }
})

test('every setting of the platform script is in the ConfigMap; the secrets only by reference, never a value', () => {
  for (const key of Object.keys(platformEnv({}))) assert.ok(key in config, `ConfigMap has ${key}`)
  const secrets = Object.keys(GENERATED_SECRETS)
  // Everything that runs the services' configuration readers gets every generated secret from the Secret.
  const readers = workloads.filter((w) => !frontends.some((f) => f.name === w.metadata.name))
  for (const w of readers)
    for (const c of containersOf(w)) {
      assert.ok(c.envFrom.some((e) => e.configMapRef?.name === 'cosign-config'), `${c.name} reads the ConfigMap`)
      for (const secret of secrets) {
        const entry = c.env.find((e) => e.name === secret)
        assert.deepEqual(entry?.valueFrom?.secretKeyRef, { name: 'cosign-secrets', key: secret }, `${w.metadata.name}/${c.name} ${secret}`)
      }
    }
  // No secret value in a manifest: no Secret object, no literal value for a secret's name anywhere.
  assert.deepEqual(all.filter((d) => d.kind === 'Secret'), [])
  for (const w of workloads)
    for (const c of containersOf(w))
      for (const e of c.env ?? [])
        if (secrets.includes(e.name) || e.name === 'PGPASSWORD') assert.equal(e.value, undefined, `${c.name} ${e.name} has a value`)
  for (const secret of [...secrets, 'PGPASSWORD']) assert.ok(!(secret in config), `ConfigMap holds ${secret}`)
  assert.doesNotMatch(config.DATABASE_URL, /:[^@/]*@/, 'no password in DATABASE_URL')
})

/** Whether a label selector (matchLabels, matchExpressions) selects these labels; `{}` selects everything. */
function selects(selector = {}, labels = {}) {
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v)
  const byExpressions = (selector.matchExpressions ?? []).every(({ key, operator, values }) =>
    operator === 'In' ? values.includes(labels[key]) : operator === 'NotIn' ? !values.includes(labels[key]) : operator === 'Exists' ? key in labels : !(key in labels),
  )
  return byLabels && byExpressions
}

// The peers a policy may name: the Ingress controller, Prometheus, or a pod of this namespace by its name label.
const EDGE = 'ingress-controller'
const PROMETHEUS = 'prometheus'
function peerName(peer) {
  const ns = peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name']
  const app = peer.podSelector?.matchLabels?.['app.kubernetes.io/name']
  if (ns === 'haproxy-controller' && app === 'kubernetes-ingress') return EDGE
  if (ns === 'monitoring' && app === 'prometheus') return PROMETHEUS
  assert.ok(!peer.namespaceSelector && !peer.ipBlock && app, `an unknown peer: ${JSON.stringify(peer)}`)
  return app
}

/** Who may reach the pods with these labels: the peers of every policy selecting them (none: deny). */
function allowedPeers(policies, labels) {
  const selecting = policies.filter((p) => selects(p.spec.podSelector, labels))
  const peers = new Set()
  for (const p of selecting)
    for (const rule of p.spec.ingress ?? []) {
      assert.ok(rule.from?.length, `${p.metadata.name}: a rule without "from" lets everyone in`)
      for (const peer of rule.from) peers.add(peerName(peer))
    }
  return { selecting, peers: [...peers].sort() }
}

test('NetworkPolicies: deny by default; the edge reaches the gateway and micro-frontends, the gateway the services', () => {
  const policies = [...platform, ...infra].filter((d) => d.kind === 'NetworkPolicy')
  const denyAll = policies.filter((p) => Object.keys(p.spec.podSelector).length === 0)
  assert.equal(denyAll.length, 1)
  assert.deepEqual([denyAll[0].spec.policyTypes, denyAll[0].spec.ingress], [['Ingress'], undefined])
  const expected = (name) =>
    services.some((s) => s.name === name) ? ['gateway', PROMETHEUS] : [EDGE, PROMETHEUS].sort()
  for (const service of platform.filter((d) => d.kind === 'Service')) {
    const name = service.metadata.name
    const labels = of('Deployment', name).spec.template.metadata.labels
    assert.ok(selects({ matchLabels: service.spec.selector }, labels), `Service ${name} selects its Deployment's pods`)
    const { selecting, peers } = allowedPeers(policies, labels)
    assert.ok(selecting.some((p) => p !== denyAll[0]), `a NetworkPolicy selects the pods of Service ${name}`)
    assert.deepEqual(peers, expected(name).sort(), `who may reach ${name}`)
  }
  // Only the gateway calls the services over HTTP: its *_URL settings are the only service addresses configured.
  for (const { name, port } of services) assert.equal(config[`${name.toUpperCase()}_URL`], `http://${name}:${port}`)
  // A pod the platform does not know (a Job's, a stray one) is reached by no one.
  assert.deepEqual(allowedPeers(policies, { 'app.kubernetes.io/name': 'cosign-migrate' }).peers, [])
})

test('the Ingress: the micro-frontends under /mfe/<area>, everything else to the gateway, over TLS', () => {
  const ingress = of('Ingress', 'cosign')
  const origin = new URL(config.PUBLIC_ORIGIN)
  assert.equal(origin.protocol, 'https:')
  assert.deepEqual(ingress.spec.tls[0].hosts, [origin.hostname])
  const [rule] = ingress.spec.rules
  assert.equal(rule.host, origin.hostname)
  const routes = Object.fromEntries(rule.http.paths.map((p) => [p.path, p.backend.service.name]))
  assert.deepEqual(routes, { '/': 'gateway', ...Object.fromEntries(frontends.map((f) => [`/mfe/${f.area}`, f.name])) })
  for (const { area } of frontends)
    assert.equal(config[`MFE_${area.toUpperCase()}_URL`], `${origin.origin}/mfe/${area}/remoteEntry.js`, `the shell loads ${area} there`)
  for (const p of rule.http.paths) assert.ok(of('Service', p.backend.service.name).spec.ports.some((x) => x.name === p.backend.service.port.name))
  // The gateway trusts X-Forwarded-For: the edge must replace the client's, never append to it.
  const gatewayEnv = podSpec(of('Deployment', 'gateway')).containers[0].env
  assert.ok(gatewayEnv.some((e) => e.name === 'TRUST_PROXY' && e.value === 'true'))
  assert.equal(ingress.metadata.annotations['haproxy.org/forwarded-for'], 'false')
  assert.match(ingress.metadata.annotations['haproxy.org/backend-config-snippet'], /^http-request set-header x-forwarded-for %\[src\]$/m)
})

test('setup Jobs: every schema\'s migrations, then the seeds after them; the demo marketplace only when asked', () => {
  const migrateCommand = `for s in ${services.map((s) => s.name).join(' ')}; do node services/$s/dist/scripts/migrate.js || exit 1; done`
  const job = (name) => setup.find((d) => d.kind === 'Job' && d.metadata.name === name)
  assert.equal(podSpec(job('cosign-migrate')).containers[0].command.at(-1), migrateCommand)
  const seed = podSpec(job('cosign-seed'))
  assert.equal(seed.initContainers[0].command.at(-1), migrateCommand, 'the seeds run after the migrations')
  assert.match(seed.containers[0].command.at(-1), new RegExp(`for s in ${services.map((s) => s.name).join(' ')}; do node services/\\$s/dist/scripts/seed.js`))
  assert.equal(seed.containers[0].env.find((e) => e.name === 'SEED_DEMO')?.value, '')
  for (const name of ['cosign-migrate', 'cosign-seed']) assert.equal(podSpec(job(name)).restartPolicy, 'Never')
})

test('documents keep their files on one volume every replica (and the seed) shares', () => {
  const claim = of('PersistentVolumeClaim', 'cosign-documents')
  assert.deepEqual(claim.spec.accessModes, ['ReadWriteMany'])
  for (const w of [of('Deployment', 'documents'), setup.find((d) => d.metadata.name === 'cosign-seed')]) {
    const volume = podSpec(w).volumes.find((v) => v.persistentVolumeClaim?.claimName === 'cosign-documents')
    const c = podSpec(w).containers.at(-1)
    const dirEnv = c.env.find((e) => e.name === 'DOCUMENTS_DIR').value
    assert.ok(c.volumeMounts.some((m) => m.name === volume.name && m.mountPath === dirEnv), `${w.metadata.name} mounts it`)
    assert.equal(podSpec(w).securityContext.fsGroup, podSpec(w).securityContext.runAsGroup, 'the files are writable')
  }
})

test('data stores from their operator and charts: PostgreSQL with a standby, NATS 3 x JetStream, Redis with Sentinel', () => {
  const cluster = infra.find((d) => d.kind === 'Cluster')
  assert.ok(cluster.spec.instances >= 2, 'a primary and a standby')
  assert.equal(new URL(config.DATABASE_URL).hostname, `${cluster.metadata.name}-rw`)
  for (const w of workloads)
    for (const c of containersOf(w).filter((x) => x.env?.some((e) => e.name === 'PGPASSWORD')))
      assert.deepEqual(c.env.find((e) => e.name === 'PGPASSWORD').valueFrom.secretKeyRef, { name: `${cluster.metadata.name}-app`, key: 'password' })
  const [nats] = parse('infra/nats-values.yaml')
  assert.deepEqual([nats.config.cluster.enabled, nats.config.cluster.replicas, nats.config.jetstream.enabled], [true, 3, true])
  assert.equal(Number(config.EVENT_STREAM_REPLICAS), nats.config.cluster.replicas, 'a copy of the stream on every server')
  assert.equal(new URL(config.NATS_URL).hostname, 'cosign-nats')
  const [redis] = parse('infra/redis-values.yaml')
  assert.deepEqual([redis.replicas, redis.sentinel.quorum, redis.haproxy.enabled], [3, 2, true])
  assert.equal(new URL(config.REDIS_URL).hostname, 'cosign-redis-ha-haproxy', 'the chart\'s HAProxy in front of the primary')
})
