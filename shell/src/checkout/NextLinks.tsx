import { buttonClass } from '@cosign/ui'
import { Link } from '../routing/router.js'
import type { ReturnLink } from './payments.js'

/** The links under a payment's outcome: where to go next, the payment history and (`home`) the home page. */
export function NextLinks({ next, home = false }: { next: ReturnLink; home?: boolean }) {
  return (
    <div className="ui-row" style={{ marginTop: 'var(--ui-space-4)' }}>
      <Link to={next.to} className={buttonClass('primary')}>
        {next.label}
      </Link>
      <Link to="/payments" className={buttonClass('secondary')}>
        Payment history
      </Link>
      {home ? (
        <Link to="/" className={buttonClass('ghost')}>
          Home
        </Link>
      ) : null}
    </div>
  )
}
