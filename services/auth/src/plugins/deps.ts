import { RECOVERY_PER_CLIENT } from '../model/rate-limited-error.js'
import type { AuthConfig } from '../config.js'
import type { Deps } from '../domain/deps.js'
import { deviceCookieKey } from '../model/login-throttle.js'
import { depsPlugin, sessionKeyPrefix } from '@cosign/service-kit'
import { RateLimits } from '../repositories/rate-limits.js'
import { unsubscribeKey } from '../model/unsubscribe-token.js'
import { secondFactorKey } from '../model/second-factor.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** What the use cases need, built once from the connections and the configuration. */
    deps: Deps
  }
}

/** Builds the use cases' dependencies once, from the app's connections and the configuration: the one place that wires them. */
export default depsPlugin(
  (app, { config }: { config: AuthConfig }): Deps => ({
    prisma: app.prisma,
    record: app.events.record,
    flush: app.events.flush,
    users: app.users,
    sessions: app.sessions,
    signToken: (claims) => app.jwt.sign(claims),
    log: app.log,
    refreshTtlDays: config.refreshTtlDays,
    // Marks a browser that logged in to an account: the per-account login throttle does not hold it back.
    deviceKey: deviceCookieKey(config.jwtSecret),
    now: () => new Date(),
    mailer: app.mail.mailer,
    kickMail: app.mail.kickMail,
    mailBrand: { productName: 'Cosign', postalAddress: config.mailPostalAddress, origin: config.publicOrigin },
    unsubscribeKey: unsubscribeKey(config.jwtSecret),
    secondFactorKey: secondFactorKey(config.jwtSecret),
    rateLimits: new RateLimits(app.redis, `${sessionKeyPrefix(config.subjectPrefix)}:rate`),
    recoveryPerClient: { ...RECOVERY_PER_CLIENT, max: config.recoveryPerClientMax },
  }),
  ['user-cache', 'sessions', 'mail-sender'],
)
