import { AppLink } from '../components/AppLink.js'

export function NotFoundPage() {
  return (
    <section className="mk-hero">
      <h1>Page Not Found</h1>
      <p className="mk-lead">
        We couldn’t find the page you were looking for. It may have moved, or the link may be wrong.
      </p>
      <div className="mk-actions">
        <AppLink className="mk-button" to="/">
          Go to the Home Page
        </AppLink>
        <AppLink to="/sitemap">Browse the sitemap</AppLink>
      </div>
    </section>
  )
}
