/** A list filter's options: '' (every value, called `allLabel`) first, then each value with its label. */
export function filterOptions<V extends string>(allLabel: string, values: readonly V[], labelOf: (value: V) => string) {
  return [{ value: '', label: allLabel }, ...values.map((value) => ({ value, label: labelOf(value) }))]
}
