// Standalone entry (webpack serve / dist/index.html): the async boundary lets Module Federation
// resolve the shared modules before the app's code runs.
import('./standalone.js')
