import { AdminDocumentsPanel } from './AdminDocumentsPanel.js'
import { CreditReviewsPanel } from './CreditReviewsPanel.js'
import '../../components/admin-payments.css'

/** The admin "documents" tab: the documents library, and the review queue of users' uploaded credit reports. */
export function DocumentsTab() {
  return (
    <div className="ui-stack adm-panel">
      <h2 className="ui-card__title">Documents library</h2>
      <AdminDocumentsPanel />
      <h2 className="ui-card__title">Credit verification</h2>
      <CreditReviewsPanel />
    </div>
  )
}
