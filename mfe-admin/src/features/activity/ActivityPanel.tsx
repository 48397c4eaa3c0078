import { Card } from '@cosign/ui'
import { ActivityTimeline } from './ActivityTimeline.js'

/** The admin "activity" tab: the Client Activity Timeline of every client. */
export function ActivityPanel() {
  return (
    <Card title="Client Activity Timeline" headingLevel={2}>
      <ActivityTimeline />
    </Card>
  )
}
