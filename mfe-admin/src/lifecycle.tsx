// Exposed as `mfe_admin/app`: the single-spa lifecycles the shell mounts.
import React from 'react'
import ReactDOMClient from 'react-dom/client'
import singleSpaReact from 'single-spa-react'
import { ErrorFallback } from '@cosign/ui'
// A subpath, bundled with the app: it works whatever shell version provides @cosign/ui's shared index.
import { mountInTransition } from '@cosign/ui/mount-in-transition'
import { AdminApp } from './App.js'

// Last resort if the app's own boundaries are bypassed: keep the failure inside this app's area.
const reload = () => window.location.reload()
const errorBoundary = () => <ErrorFallback retry={reload} title="This section is unavailable" />
const lifecycles = singleSpaReact({ React, ReactDOMClient, rootComponent: AdminApp, errorBoundary })

export const { bootstrap, unmount } = lifecycles
// The first render in slices, not one long task (docs/perf.md, "Renders in slices").
export const mount = mountInTransition(lifecycles.mount)
