// Exposed as `mfe_cosigner/app`: the single-spa lifecycles the shell mounts.
import React from 'react'
import ReactDOMClient from 'react-dom/client'
import singleSpaReact from 'single-spa-react'
import { ErrorFallback } from '@cosign/ui'
import { CosignerApp } from './App.js'

// Last resort if the app's own boundaries are bypassed: keep the failure inside this app's area.
const reload = () => window.location.reload()
const errorBoundary = () => <ErrorFallback retry={reload} title="This section is unavailable" />
const lifecycles = singleSpaReact({ React, ReactDOMClient, rootComponent: CosignerApp, errorBoundary })

export const { bootstrap, mount, unmount } = lifecycles
