// A small, strict XML parser for tests: it throws on anything that is not well-formed (unclosed or mismatched
// tags, unquoted attributes, raw `<` or `&` in text, unknown entities, more than one root element).

export interface XmlElement {
  name: string
  attributes: Record<string, string>
  children: Array<XmlElement | string>
}

const NAME = /^[A-Za-z_:][-A-Za-z0-9_:.]*/
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' }

export function parseXml(source: string): XmlElement {
  let pos = 0

  const fail = (message: string): never => {
    throw new Error(`XML error at ${pos}: ${message}`)
  }
  const startsWith = (text: string) => source.startsWith(text, pos)
  const skipWhitespace = () => {
    while (pos < source.length && /\s/.test(source[pos])) pos++
  }
  const skipMisc = () => {
    for (;;) {
      skipWhitespace()
      if (startsWith('<!--')) {
        const end = source.indexOf('-->', pos + 4)
        if (end < 0) fail('unclosed comment')
        pos = end + 3
      } else return
    }
  }
  const readName = () => {
    const m = NAME.exec(source.slice(pos))
    if (!m) return fail('expected a name')
    pos += m[0].length
    return m[0]
  }
  const decode = (raw: string) =>
    raw.replace(/&([^;]*);?/g, (whole, body: string) => {
      if (!whole.endsWith(';')) return fail(`unterminated entity "${whole}"`)
      if (body in ENTITIES) return ENTITIES[body]
      const m = /^#(?:x([0-9a-fA-F]+)|([0-9]+))$/.exec(body)
      if (!m) return fail(`unknown entity "&${body};"`)
      return String.fromCodePoint(m[1] ? parseInt(m[1], 16) : Number(m[2]))
    })

  const parseElement = (): XmlElement => {
    if (!startsWith('<')) fail('expected an element')
    pos++
    const name = readName()
    const attributes: Record<string, string> = {}
    for (;;) {
      const before = pos
      skipWhitespace()
      if (startsWith('/>')) {
        pos += 2
        return { name, attributes, children: [] }
      }
      if (startsWith('>')) {
        pos++
        break
      }
      if (pos === before) fail('expected whitespace before an attribute')
      const attribute = readName()
      skipWhitespace()
      if (!startsWith('=')) fail(`attribute ${attribute} has no value`)
      pos++
      skipWhitespace()
      const quote = source[pos]
      if (quote !== '"' && quote !== "'") fail(`attribute ${attribute} is not quoted`)
      const end = source.indexOf(quote, pos + 1)
      if (end < 0) fail('unclosed attribute value')
      const raw = source.slice(pos + 1, end)
      if (raw.includes('<')) fail('"<" in an attribute value')
      if (attribute in attributes) fail(`duplicate attribute ${attribute}`)
      attributes[attribute] = decode(raw)
      pos = end + 1
    }
    const children: Array<XmlElement | string> = []
    for (;;) {
      if (pos >= source.length) fail(`unclosed element <${name}>`)
      if (startsWith('</')) {
        pos += 2
        const closing = readName()
        if (closing !== name) fail(`</${closing}> closes <${name}>`)
        skipWhitespace()
        if (!startsWith('>')) fail('expected ">"')
        pos++
        return { name, attributes, children }
      }
      if (startsWith('<!--')) {
        skipMisc()
        continue
      }
      if (startsWith('<![CDATA[')) {
        const end = source.indexOf(']]>', pos)
        if (end < 0) fail('unclosed CDATA')
        children.push(source.slice(pos + 9, end))
        pos = end + 3
        continue
      }
      if (startsWith('<')) {
        children.push(parseElement())
        continue
      }
      const next = source.indexOf('<', pos)
      const raw = source.slice(pos, next < 0 ? source.length : next)
      children.push(decode(raw))
      pos += raw.length
    }
  }

  if (startsWith('<?xml')) {
    const end = source.indexOf('?>', pos)
    if (end < 0) fail('unclosed XML declaration')
    pos = end + 2
  }
  skipMisc()
  const root = parseElement()
  skipMisc()
  if (pos !== source.length) fail('content after the root element')
  return root
}

export function childElements(element: XmlElement, name?: string): XmlElement[] {
  return element.children.filter(
    (c): c is XmlElement => typeof c !== 'string' && (name === undefined || c.name === name),
  )
}

export function textOf(element: XmlElement): string {
  return element.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('')
}
