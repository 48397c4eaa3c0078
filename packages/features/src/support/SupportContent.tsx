import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Card, PageHeader } from '@cosign/ui'
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
 * a question before signing up reads it too. `contact` is the configured support contact (null while loading);
 * `liveChat` is the live chat card's body (the user's conversation, a visitor's form, or the admins' pointer).
 */
export function SupportContent({
  label,
  contact,
  liveChat,
}: PageProps & { contact: SupportContact | null; liveChat: ReactNode }) {
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
          {/* Email and phone are configuration: a card only for what this installation has set up. */}
          {contact?.email && emailHref ? (
            <Card title="Email" headingLevel={2} data-testid="support-email">
              <p className="support-card__text">Write to us any time. We reply within {SUPPORT_REPLY_HOURS} hours.</p>
              <p className="support-card__contact">
                <a href={emailHref}>{contact.email}</a>
              </p>
              <p className="support-card__hint">
                For a contract or a payment, include its details (such as the transaction ID from your payment
                history).
              </p>
            </Card>
          ) : null}
          {contact?.phone ? (
            <Card title="Phone" headingLevel={2} data-testid="support-phone">
              <p className="support-card__text">Business hours: {SUPPORT_PHONE_HOURS}.</p>
              <p className="support-card__contact">
                <a href={telHref(contact.phone)}>{contact.phone}</a>
              </p>
            </Card>
          ) : null}
          <Card title="Live chat" headingLevel={2} data-testid="support-chat" className="support-contact__chat">
            {liveChat}
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
