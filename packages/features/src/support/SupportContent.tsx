import { Link } from 'react-router-dom'
import { Card, PageHeader, Spinner, buttonClass } from '@cosign/ui'
import type { PageProps } from '@cosign/ui'
import {
  SUPPORT_PHONE_HOURS,
  SUPPORT_REPLY_HOURS,
  isAppPath,
  mailtoHref,
  supportFaq,
  telHref,
  type SupportContact,
} from './support.js'
// Styles: support.css, imported by SupportPage.tsx (this file stays importable by Node tests, which cannot load CSS).

/**
 * The support page's content: how to reach the team, and answers to common questions. Public: a visitor with
 * a question before signing up reads it too. `contact` is the configured support contact (null while loading).
 */
export function SupportContent({ label, contact }: PageProps & { contact: SupportContact | null }) {
  const faq = supportFaq(contact ?? { email: null, phone: null })
  const emailHref = contact?.email ? mailtoHref(contact.email, 'Support request') : null
  return (
    <section className="ui-page support-page">
      <PageHeader
        title={label}
        description="Questions about your account, a contract or a payment? Find a quick answer below or reach our team."
      />
      <div className="ui-stack">
        <div className="support-contact">
          <Card title="Email" headingLevel={2} data-testid="support-email">
            {contact === null ? (
              <Spinner label="Loading the support contact…" />
            ) : emailHref ? (
              <>
                <p className="support-card__text">
                  Write to us any time. We reply within {SUPPORT_REPLY_HOURS} hours.
                </p>
                <p className="support-card__contact">
                  <a href={emailHref}>{contact.email}</a>
                </p>
                <p className="support-card__hint">
                  For a contract or a payment, include its details (such as the transaction ID from your payment
                  history).
                </p>
              </>
            ) : (
              <p className="support-card__text">
                Email support has not been set up on this site yet. Signed in, you can report a problem with a
                payment or a contract from your payment history or the contract.
              </p>
            )}
          </Card>
          <Card title="Phone" headingLevel={2} data-testid="support-phone">
            {contact === null ? (
              <Spinner label="Loading the support contact…" />
            ) : contact.phone ? (
              <>
                <p className="support-card__text">Business hours: {SUPPORT_PHONE_HOURS}.</p>
                <p className="support-card__contact">
                  <a href={telHref(contact.phone)}>{contact.phone}</a>
                </p>
              </>
            ) : (
              <p className="support-card__text">Phone support has not been set up on this site yet.</p>
            )}
          </Card>
          <Card title="Live chat" headingLevel={2} data-testid="support-chat">
            {/* The chat service carries notifications and contract messages; no support agent is on it. */}
            <p className="support-card__text">
              Live chat with our support team is not available yet.
              {emailHref ? (
                <>
                  {' '}
                  For help from us, email <a href={emailHref}>{contact?.email}</a> and we will reply within{' '}
                  {SUPPORT_REPLY_HOURS} hours.
                </>
              ) : null}
            </p>
            <p className="support-card__hint">
              To talk with the cosigner or renter on one of your contracts, open Chat.
            </p>
            <Link to="/chat" className={buttonClass('secondary', 'sm')}>
              Open Chat
            </Link>
          </Card>
        </div>
        <Card title="Frequently asked questions" headingLevel={2} className="support-faq">
          <ul className="support-faq__list">
            {faq.map((item) => (
              <li key={item.id}>
                <details className="support-faq__item" data-testid={`faq-${item.id}`}>
                  <summary className="support-faq__question">{item.question}</summary>
                  <div className="support-faq__answer">
                    {item.answer.map((paragraph) => (
                      <p key={paragraph}>{paragraph}</p>
                    ))}
                    {item.links?.length ? (
                      <p className="ui-row">
                        {item.links.map((link) =>
                          isAppPath(link.to) ? (
                            <Link key={link.to} to={link.to}>
                              {link.label}
                            </Link>
                          ) : (
                            <a key={link.to} href={link.to}>
                              {link.label}
                            </a>
                          ),
                        )}
                      </p>
                    ) : null}
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </section>
  )
}
