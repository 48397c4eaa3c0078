import type { FaqItem } from '../content/site.js'

/** Visible questions and answers; the same items feed the page's FAQPage JSON-LD. */
export function Faq({ items }: { items: FaqItem[] }) {
  return (
    <section className="mk-section" aria-labelledby="mk-faq">
      <h2 id="mk-faq">Frequently asked questions</h2>
      <div className="mk-faq">
        {items.map((item) => (
          <div key={item.question}>
            <h3>{item.question}</h3>
            <p>{item.answer}</p>
          </div>
        ))}
      </div>
    </section>
  )
}
