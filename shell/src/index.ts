// Async boundary: Module Federation negotiates the shared singletons (react, single-spa, @cosign/ui...) before
// any code that imports them runs.
import('./bootstrap.js')
