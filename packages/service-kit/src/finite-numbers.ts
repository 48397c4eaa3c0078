// One rule for every schema the services compile: a number must be finite. Coercion turns the query text
// "Infinity" or "1e309" into Infinity, and JSON.parse turns 1e309 into Infinity, which `type: integer` and
// `maximum` let through (Ajv checks the type before it coerces); a handler then fails on it with a 500.

/** The JSON pointer of the first NaN or ±Infinity in a value, or null when it has none. */
export function nonFiniteNumberPath(value: unknown, path = ''): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path
  if (value === null || typeof value !== 'object') return null
  for (const [key, item] of Object.entries(value)) {
    const found = nonFiniteNumberPath(item, `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`)
    if (found !== null) return found
  }
  return null
}

/** Ajv's error object, as far as Fastify and schemaFailureMessage read it. */
interface SchemaFailure {
  instancePath: string
  schemaPath: string
  keyword: string
  params: Record<string, unknown>
  message?: string
}
type Validate = ((data: unknown) => boolean) & { errors?: SchemaFailure[] | null }

/** A compiled validator that also refuses any non-finite number, with an Ajv-shaped error. */
export function finiteNumbersOnly(validate: Validate): Validate {
  const check: Validate = (data) => {
    if (!validate(data)) {
      check.errors = validate.errors
      return false
    }
    const at = nonFiniteNumberPath(data)
    if (at === null) {
      check.errors = null
      return true
    }
    const failure: SchemaFailure = { instancePath: at, schemaPath: '#', keyword: 'type', params: { type: 'number' }, message: 'must be a finite number' }
    check.errors = [failure]
    return false
  }
  return check
}
