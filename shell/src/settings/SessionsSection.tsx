import type { AccountSessionDto } from '@cosign/api'
import { Alert, Badge, Button, Card, formatDateTime, ServerDataView, session, useServerData } from '@cosign/ui'
import { settingsApi } from './settings-api.js'
import { useListAction } from './use-list-action.js'

/** The sessions list's cache key (the password form reloads it: a new password ends the other sessions). */
export const SESSIONS_KEY = 'auth.sessions'

/** Where the account is signed in, with "Sign out" per device and "Sign out everywhere" for all but this one. */
export function SessionsSection() {
  const sessions = useServerData(SESSIONS_KEY, (signal) => settingsApi.listSessions(signal))
  const { busy, outcome, run: act } = useListAction(sessions.reload)

  const endEverywhere = () =>
    act(
      'all',
      async () => {
        const answer = await settingsApi.endOtherSessions()
        // This browser's access token is of an older session version now: renew it with its refresh cookie.
        await session.refresh()
        return answer
      },
      'We could not sign the other devices out. Please try again.',
    )

  return (
    <Card title="Where you are signed in" aria-label="Where you are signed in">
      {outcome ? <Alert variant={outcome.ok ? 'success' : 'error'}>{outcome.message}</Alert> : null}
      <ServerDataView state={sessions} loadingLabel="Loading your sessions…" errorTitle="Could not load your sessions">
        {({ sessions: list }) => (
          <div className="ui-stack">
            <ul className="shell-settings__sessions" aria-label="Signed-in devices">
              {list.map((item) => (
                <SessionRow
                  key={item.id}
                  item={item}
                  busy={busy === item.id}
                  onEnd={() =>
                    act(item.id, () => settingsApi.endSession(item.id), 'We could not sign that device out. Please try again.')
                  }
                />
              ))}
            </ul>
            <div className="ui-row">
              <Button
                variant="secondary"
                loading={busy === 'all'}
                loadingText="Signing out..."
                disabled={!list.some((item) => !item.current)}
                onClick={() => void endEverywhere()}
              >
                Sign out everywhere else
              </Button>
            </div>
          </div>
        )}
      </ServerDataView>
    </Card>
  )
}

function SessionRow({ item, busy, onEnd }: { item: AccountSessionDto; busy: boolean; onEnd: () => void }) {
  return (
    <li className="shell-settings__session">
      <div>
        <p className="shell-settings__device">
          {item.device} {item.current ? <Badge>This device</Badge> : null}
        </p>
        <p className="shell-settings__when">
          Signed in {formatDateTime(item.signedInAt)} · Last active {formatDateTime(item.lastActiveAt)}
        </p>
      </div>
      {item.current ? null : (
        <Button variant="ghost" size="sm" loading={busy} loadingText="Signing out..." onClick={onEnd} aria-label={`Sign out ${item.device}, last active ${formatDateTime(item.lastActiveAt)}`}>
          Sign out
        </Button>
      )}
    </li>
  )
}
