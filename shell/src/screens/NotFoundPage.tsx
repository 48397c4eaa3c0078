import { Link } from '../routing/router.js'
import { MESSAGES } from '@cosign/api'
import { buttonClass } from '@cosign/ui'

export function NotFoundPage() {
  return (
    <section className="ui-page shell-notfound" data-testid="not-found">
      <p className="shell-notfound__code" aria-hidden="true">
        404
      </p>
      <h1 className="ui-page__title">{MESSAGES.notFound}</h1>
      <p className="ui-page__description">The page you are looking for does not exist or has moved.</p>
      <p>
        <Link to="/" className={buttonClass('primary')}>
          Go back home
        </Link>
      </p>
    </section>
  )
}
