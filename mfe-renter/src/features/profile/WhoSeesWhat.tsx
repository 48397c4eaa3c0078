import { Card } from '@cosign/ui'

/**
 * The renter's own profile page says who can see what (issue 27). It states what the matching service
 * answers (services/matching: model/access.ts canSeeFigures, canSeeContact; model/listing-item.ts).
 */
export function WhoSeesWhat() {
  return (
    <Card title="Who can see what" headingLevel={2} aria-label="Who can see what">
      <ul className="ui-stack" style={{ margin: 0, paddingLeft: 'var(--ui-space-5)' }}>
        <li>
          <strong>Visitors who are not signed in</strong> see nothing of your profile: renters never appear in
          public listings.
        </li>
        <li>
          <strong>Signed-in members</strong> browsing listings or opening your profile see your first name and
          last initial, city, credit tier, income and housing budget as ranges, your cosigner budget, move-in
          timeline and bio. Never your exact figures.
        </li>
        <li>
          <strong>A cosigner you send a match request to, or whose credit report request you approve</strong>{' '}
          also sees your full name and your exact credit score, monthly income and housing budget.
        </li>
        <li>
          <strong>Your email and phone</strong> go only to a cosigner who accepted your match request, or who
          paid to unlock your contact details.
        </li>
        <li>
          <strong>Admins</strong> see your profile in full to review the marketplace.
        </li>
      </ul>
    </Card>
  )
}
