// Closed lists of string values with a label each (statuses, types, actions): declared once as the labels map,
// whose keys, in order, are the list. Browser-safe (no TypeBox).

/** The values a labels map declares, in its order: the closed list (schemas' enums, selects, filters). */
export function valuesOf<K extends string>(labels: Record<K, string>): readonly K[] {
  return Object.keys(labels) as K[]
}

/** A stored value's label; a value the map does not know (an older or newer row, or none) shows as itself. */
export function labelFor<V extends string | null>(labels: Readonly<Record<string, string>>, value: V): string | V {
  return value === null ? value : (labels[value] ?? value)
}
