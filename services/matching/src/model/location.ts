// Normalised forms of free-text locations ("City, ST") and names, stored beside the profile so that
// matching compares and listings search without re-normalising every row.

const collapse = (s: string) => s.trim().replace(/\s+/g, ' ')

/** `locationKey` compares whole locations; `stateKey` is the part after the last comma ('' without one). */
export function locationKeys(location: string): { locationKey: string; stateKey: string } {
  const locationKey = collapse(location).toLowerCase()
  const comma = locationKey.lastIndexOf(',')
  return { locationKey, stateKey: comma >= 0 ? locationKey.slice(comma + 1).trim() : '' }
}

/** What listing search matches: lower-cased "first last location". */
export function searchTextFor(firstName: string, lastName: string, location: string): string {
  return collapse(`${firstName} ${lastName} ${location}`).toLowerCase()
}

/** A search term as compared with searchText ('' for none). */
export function normalizeSearchTerm(term: string | undefined): string {
  return collapse(term ?? '').toLowerCase()
}
