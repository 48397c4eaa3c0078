// What browser bundles get for `@sinclair/typebox` (webpack alias in webpack.base.js). In a browser the endpoint
// and event declarations of @cosign/api only carry TypeScript types and the method and path the typed client
// fills in; nothing validates against a schema there (services do, with the real TypeBox through Fastify). So each
// `Type.X(...)` builds a bare stand-in instead of the real schema, and TypeBox's builder (about 9 KB gzipped)
// stays out of every page. `Type.Object` keeps its properties (a declaration may read `.properties`) and
// `Type.Unsafe` its schema, the only shapes @cosign/api reads back.
const builders = {
  Object: (properties = {}, options = {}) => ({ ...options, type: 'object', properties }),
  Unsafe: (schema = {}) => schema,
}

export const Type = new Proxy(builders, {
  get: (target, name) => target[name] ?? ((..._args) => ({})),
})
