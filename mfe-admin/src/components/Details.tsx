/** One term and its value in a review card's grid (`<dl className="ui-grid">` of a queue item). */
export function ReviewDetail({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="ui-field__label">{term}</dt>
      <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
    </div>
  )
}
