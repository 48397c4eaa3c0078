import { init, loadRemote } from '@module-federation/enhanced/runtime'
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime'
import type { LifeCycles } from 'single-spa'
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '../config/runtime-config.js'
import { unavailableLifecycles } from './unavailable.js'

/** Every micro-frontend exposes its single-spa lifecycles as `./app`. */
export const EXPOSED_MODULE = 'app'

function remoteOf(id: string): RemoteName | null {
  const name = id.split('/')[0]
  return (REMOTE_NAMES as readonly string[]).includes(name) ? (name as RemoteName) : null
}

/**
 * When a remote's entry cannot be loaded (server down, script error), answer the request with lifecycles that
 * show the "unavailable" panel instead of failing, so single-spa keeps routing the other apps.
 */
export function unavailableFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'cosign-unavailable-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      const remote = remoteOf(id)
      if (!remote || lifecycle === 'beforeLoadShare') return undefined
      console.error(`[shell] could not load ${id}`, error)
      return unavailableLifecycles(remote)
    },
  }
}

export function initFederation(config: RuntimeConfig): void {
  init({
    name: 'shell',
    remotes: REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })),
    shareStrategy: 'loaded-first',
    plugins: [unavailableFallbackPlugin()],
  })
}

function isLifecycles(value: unknown): value is LifeCycles {
  const candidate = value as Partial<LifeCycles> | null
  return !!candidate && (typeof candidate.mount === 'function' || Array.isArray(candidate.mount))
}

/** The single-spa loading function of a remote: its lifecycles, or the unavailable panel's. */
export async function loadMicroFrontend(name: RemoteName): Promise<LifeCycles> {
  try {
    const module = await loadRemote<unknown>(`${name}/${EXPOSED_MODULE}`)
    if (isLifecycles(module)) return module
    console.error(`[shell] ${name}/${EXPOSED_MODULE} does not export single-spa lifecycles`)
  } catch (error) {
    console.error(`[shell] could not load ${name}`, error)
  }
  return unavailableLifecycles(name)
}
