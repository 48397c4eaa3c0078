import { yieldToBrowser } from './yield-to-browser.js'

// The start's module evaluation in two tasks, each short enough on a slow phone: react-dom (the largest module of
// the page) in the task that evaluated the last chunk, the shell's own modules (layout, @cosign/ui, the route
// table, the federation's loader) in the next. Eager: the same chunk, no further request.
await import(/* webpackMode: "eager" */ 'react-dom/client')
await yieldToBrowser()
const [{ initFederation, loadMicroFrontend }, { startShell }] = await Promise.all([
  import(/* webpackMode: "eager" */ './mfe/federation.js'),
  import(/* webpackMode: "eager" */ './start-shell.js'),
])
void startShell({ loadApp: loadMicroFrontend, beforeApps: initFederation })
