import { initFederation, loadMicroFrontend } from './mfe/federation.js'
import { startShell } from './start-shell.js'

void startShell({ loadApp: loadMicroFrontend, beforeApps: initFederation })
