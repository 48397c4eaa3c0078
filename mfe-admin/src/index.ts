// Standalone entry (webpack serve / dist/index.html). The async boundary lets Module Federation resolve the
// shared modules before the app's code runs.
import('./standalone.js')
