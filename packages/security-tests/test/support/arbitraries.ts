// fast-check arbitraries from the JSON-schema subset our routes use (plain JSON schema and TypeBox, which is
// JSON schema): type (one or several), enum, const, anyOf/oneOf/allOf, object properties/required/
// additionalProperties, array items and sizes, string lengths, pattern and format, number bounds.
// `valid` aims at inputs the schema accepts, `hostile` at anything a client could send instead.
import fc from 'fast-check'

type Schema = Record<string, unknown>
const asSchema = (value: unknown): Schema => (value && typeof value === 'object' ? (value as Schema) : {})

/** Strings that break naive code: markup, SQL, path tricks, control characters, odd unicode, huge ones. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    '%00',
    '\u202e\u0301\ud83d\ude00',
    '\ufeff',
    '\\',
    '{"$gt":""}',
    '__proto__',
    'constructor',
    '0x7fffffff',
    '-0',
    'NaN',
    'Infinity',
    '-Infinity',
    '1e309',
    '-1e309',
    '9'.repeat(40),
    'a'.repeat(10_000),
    '\u00e9'.repeat(5_000),
  ),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.string({ maxLength: 20 }).map((s) => s.repeat(1 + (s.length % 7) * 1000)),
)

const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1,
    -0,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 1,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    0.5,
    // Non-finite: a query string carries them as text ("Infinity"), a JSON body as 1e309 (jsonWithNonFinite).
    Infinity,
    -Infinity,
    NaN,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

/**
 * JSON text of a value, with the numbers JSON.stringify cannot write (NaN, ±Infinity) written as 1e309 and
 * -1e309, which JSON.parse reads back as ±Infinity: what a client can send.
 */
export function jsonWithNonFinite(value: unknown): string {
  const marked = JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'number' && !Number.isFinite(v) ? `\u0000nonfinite:${v < 0 ? '-' : ''}` : v,
  )
  return (marked ?? 'null').replace(/"\\u0000nonfinite:(-?)"/g, '$11e309')
}

/** Any JSON value, nested a little. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  fc.constant(null),
  fc.boolean(),
  nastyNumber,
  nastyString,
  fc.array(fc.oneof(fc.integer(), nastyString, fc.constant(null)), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.oneof(fc.integer(), nastyString, fc.constant(null)), {
    maxKeys: 5,
  }),
)

function typesOf(schema: Schema): string[] {
  const t = schema.type
  if (Array.isArray(t)) return t as string[]
  if (typeof t === 'string') return [t]
  if (schema.properties) return ['object']
  if (schema.items) return ['array']
  return []
}

function formatted(format: string): fc.Arbitrary<string> | null {
  switch (format) {
    case 'uuid':
      return fc.uuid()
    case 'email':
      return fc.emailAddress()
    case 'date':
      return fc
        .date({ min: new Date('1990-01-01'), max: new Date('2060-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10))
    case 'date-time':
      return fc
        .date({ min: new Date('1990-01-01'), max: new Date('2060-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString())
    case 'uri':
      return fc.webUrl()
    default:
      return null
  }
}

function validString(schema: Schema): fc.Arbitrary<string> {
  const minLength = Number(schema.minLength ?? 0)
  const maxLength = Math.min(Number(schema.maxLength ?? minLength + 40), minLength + 200)
  if (typeof schema.format === 'string') {
    const f = formatted(schema.format)
    if (f) return f
  }
  if (typeof schema.pattern === 'string')
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((s) => s.length >= minLength && s.length <= Number(schema.maxLength ?? Infinity))
  return fc.string({ minLength, maxLength })
}

function validNumber(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.exclusiveMinimum !== undefined
      ? Number(schema.exclusiveMinimum) + (integer ? 1 : 1e-6)
      : schema.minimum
  const max =
    schema.exclusiveMaximum !== undefined
      ? Number(schema.exclusiveMaximum) - (integer ? 1 : 1e-6)
      : schema.maximum
  const lo = min === undefined ? -1_000_000 : Number(min)
  const hi = max === undefined ? lo + 2_000_000 : Number(max)
  return integer
    ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
    : fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true })
}

/** Values the schema accepts (as far as this subset can tell). */
export function valid(input: unknown): fc.Arbitrary<unknown> {
  const schema = asSchema(input)
  if ('const' in schema) return fc.constant(schema.const)
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]))
  const alternatives = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined
  if (Array.isArray(alternatives) && alternatives.length) return fc.oneof(...alternatives.map(valid))
  if (Array.isArray(schema.allOf) && schema.allOf.length)
    return valid(Object.assign({}, ...(schema.allOf as Schema[])))
  const types = typesOf(schema)
  if (types.length === 0) return anyJson
  return fc.oneof(...types.map((type) => validOfType(schema, type)))
}

function validOfType(schema: Schema, type: string): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return validString(schema)
    case 'integer':
      return validNumber(schema, true)
    case 'number':
      return validNumber(schema, false)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(valid(schema.items), {
        minLength: Number(schema.minItems ?? 0),
        maxLength: Math.min(Number(schema.maxItems ?? 5), Number(schema.minItems ?? 0) + 5),
      })
    case 'object': {
      const properties = asSchema(schema.properties)
      const required = new Set((schema.required as string[] | undefined) ?? [])
      const model: Record<string, fc.Arbitrary<unknown>> = {}
      for (const [key, value] of Object.entries(properties)) model[key] = valid(value)
      return fc.record(model, { requiredKeys: Object.keys(model).filter((k) => required.has(k)) })
    }
    default:
      return anyJson
  }
}

/** A value of the wrong kind for the schema, or a hostile one of the right kind. */
function wrong(input: unknown): fc.Arbitrary<unknown> {
  const schema = asSchema(input)
  const types = typesOf(schema)
  const options: fc.Arbitrary<unknown>[] = [anyJson, fc.constant(null), nastyString, nastyNumber]
  if (types.includes('string')) options.push(nastyString, nastyString)
  if (types.includes('integer') || types.includes('number')) options.push(nastyNumber)
  if (types.includes('object')) {
    options.push(
      fc.dictionary(nastyString, anyJson, { maxKeys: 4 }),
      fc.constant({ __proto__: { admin: true } }),
    )
    // Only with properties: hostile() of a schema without them comes back here.
    if (schema.properties) options.push(hostile(schema))
  }
  if (types.includes('array'))
    options.push(fc.array(anyJson, { maxLength: 3 }), fc.array(hostile(schema.items), { maxLength: 3 }))
  return fc.oneof(...options)
}

/**
 * Mostly-valid inputs with some properties replaced by wrong or hostile values, dropped, or extra: what
 * reaches deep into a handler and finds the cases its schema let through.
 */
export function hostile(input: unknown): fc.Arbitrary<unknown> {
  const schema = asSchema(input)
  if (!typesOf(schema).includes('object') || !schema.properties)
    return fc.oneof({ weight: 2, arbitrary: valid(schema) }, { weight: 3, arbitrary: wrong(schema) })
  const properties = asSchema(schema.properties)
  const required = new Set((schema.required as string[] | undefined) ?? [])
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [key, value] of Object.entries(properties))
    model[key] = fc.oneof({ weight: 3, arbitrary: valid(value) }, { weight: 1, arbitrary: wrong(value) })
  return fc
    .tuple(
      fc.record(model, { requiredKeys: Object.keys(model).filter((k) => required.has(k)) }),
      fc.option(fc.tuple(nastyString, anyJson), { freq: 5 }),
    )
    .map(([record, extra]) => (extra ? { ...record, [extra[0]]: extra[1] } : record))
}

/** A sample of valid input for a schema, or undefined when there is no schema. */
export function sampleValid(schema: unknown, seed = 42): unknown {
  if (!schema) return undefined
  return fc.sample(valid(schema), { numRuns: 1, seed })[0]
}
