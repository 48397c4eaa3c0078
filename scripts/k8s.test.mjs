// node --test scripts/k8s.test.mjs (the test command's unit stage, with the checks' own tests): the Kubernetes
// manifests of deploy/k8s parse, and hold what the platform script runs: a Deployment, Service and HPA per service
// and for the gateway on the platform's ports, probes on /readyz and /healthz, limits, a non-root user, every
// shared setting of platformEnv() in the ConfigMap and every generated secret taken from the Secret by reference.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { test } from 'node:test'
import { parseAllDocuments } from 'yaml'
import { ROOT, SERVICES, platformEnv } from './platform.mjs'
import { GENERATED_SECRETS } from './secrets.mjs'

const dir = path.join(ROOT, 'deploy/k8s')
const kustomization = parseAllDocuments(readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8'))[0].toJS()
const docs = kustomization.resources.flatMap((file) =>
  parseAllDocuments(readFileSync(path.join(dir, file), 'utf8')).map((d) => {
    assert.deepEqual(d.errors, [], `${file} parses`)
    return { file, ...d.toJS() }
  }),
)
const of = (kind, name) => docs.find((d) => d.kind === kind && d.metadata?.name === name)
// The canonical ports, without PORT_OFFSET (the manifests are not offset).
const processes = [...SERVICES.map((s) => ({ name: s.name, port: s.port - (Number(process.env.PORT_OFFSET) || 0) })), { name: 'gateway', port: 8080 }]

test('every service and the gateway: a Deployment, a Service on its port and an HPA', () => {
  for (const { name, port } of processes) {
    const deployment = of('Deployment', name)
    assert.ok(deployment, `Deployment ${name}`)
    const [container] = deployment.spec.template.spec.containers
    assert.equal(container.ports[0].containerPort, port, `${name} listens on ${port}`)
    assert.ok(container.env.some((e) => e.name === 'PORT' && e.value === String(port)))
    assert.equal(of('Service', name)?.spec.ports[0].port, port, `Service ${name}`)
    assert.equal(of('HorizontalPodAutoscaler', name)?.spec.scaleTargetRef.name, name, `HPA ${name}`)
  }
})

test('every container: readiness on /readyz, liveness on /healthz, requests and limits, not root', () => {
  for (const deployment of docs.filter((d) => d.kind === 'Deployment')) {
    const pod = deployment.spec.template.spec
    assert.equal(pod.securityContext?.runAsNonRoot, true, `${deployment.metadata.name} runs as non-root`)
    for (const c of pod.containers) {
      assert.equal(c.readinessProbe?.httpGet?.path, '/readyz')
      assert.equal(c.livenessProbe?.httpGet?.path, '/healthz')
      assert.ok(c.resources?.limits?.cpu && c.resources?.limits?.memory, `${c.name} has limits`)
      assert.ok(c.resources?.requests?.cpu && c.resources?.requests?.memory, `${c.name} has requests`)
    }
  }
})

test("every setting of the platform script is in the ConfigMap; every generated secret comes from the Secret", () => {
  const config = of('ConfigMap', 'cosign-config')
  for (const key of Object.keys(platformEnv({}))) assert.ok(key in config.data, `ConfigMap has ${key}`)
  for (const deployment of docs.filter((d) => d.kind === 'Deployment'))
    for (const c of deployment.spec.template.spec.containers) {
      assert.ok(c.envFrom.some((e) => e.configMapRef?.name === 'cosign-config'))
      for (const secret of Object.keys(GENERATED_SECRETS)) {
        const entry = c.env.find((e) => e.name === secret)
        assert.deepEqual(entry?.valueFrom?.secretKeyRef, { name: 'cosign-secrets', key: secret }, `${c.name} ${secret}`)
      }
    }
  // No secret value in a manifest: no Secret object, and no generated secret's name with a literal value.
  assert.equal(docs.filter((d) => d.kind === 'Secret').length, 0)
  for (const d of docs)
    for (const secret of Object.keys(GENERATED_SECRETS)) assert.ok(!(d.data && secret in d.data), `${d.file} holds ${secret}`)
})
