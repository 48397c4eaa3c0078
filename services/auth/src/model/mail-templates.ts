// Every email the auth service sends, in one place. Each has a plain-text and an HTML part, the product's name
// and postal address in its footer, and nothing that reports back (no images, no tracking pixels, links go
// straight to the product's own pages).

/** What the layout needs from the configuration. */
export interface MailBrand {
  productName: string
  postalAddress: string
  /** The site's origin (PUBLIC_ORIGIN): links point there. */
  origin: string
}

export interface RenderedMail {
  subject: string
  text: string
  html: string
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string)

export interface Content {
  subject: string
  greeting: string
  paragraphs: string[]
  action?: { label: string; url: string }
  /** After the button: e.g. "this link expires in 1 hour". */
  after?: string[]
  /** Notification emails: why it came and the page that switches this kind off (RFC 8058 link). */
  unsubscribe?: { reason: string; url: string }
}

export function layout(brand: MailBrand, c: Content): RenderedMail {
  const footer = [
    `${brand.productName}`,
    brand.postalAddress,
    c.unsubscribe?.reason ?? `You received this email because of your ${brand.productName} account.`,
  ]
  const unsubscribeText = c.unsubscribe ? [`Unsubscribe from these emails: ${c.unsubscribe.url}`] : []
  const text = [
    c.greeting,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    ...(c.action ? [`${c.action.label}: ${c.action.url}`, ''] : []),
    ...(c.after ?? []).flatMap((p) => [p, '']),
    '--',
    ...footer,
    ...unsubscribeText,
    '',
  ].join('\n')
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(c.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold">${escapeHtml(brand.productName)}</p>
${p(c.greeting)}
${c.paragraphs.map(p).join('\n')}
${
  c.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(c.action.url)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(c.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#57534e">If the button does not work, copy this address into your browser:<br>${escapeHtml(c.action.url)}</p>`
    : ''
}
${(c.after ?? []).map(p).join('\n')}
</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#78716c">${footer.map(escapeHtml).join('<br>')}${
  c.unsubscribe ? `<br><a href="${escapeHtml(c.unsubscribe.url)}" style="color:#57534e">Unsubscribe from these emails</a>` : ''
}</p>
</body></html>
`
  return { subject: c.subject, text, html }
}

export const hello = (firstName: string) => (firstName.trim() ? `Hello ${firstName.trim()},` : 'Hello,')

/** The password-reset link (single use, expires in an hour). */
export function passwordResetMail(brand: MailBrand, input: { firstName: string; token: string }): RenderedMail {
  return layout(brand, {
    subject: `Reset your ${brand.productName} password`,
    greeting: hello(input.firstName),
    paragraphs: [`Someone asked to reset the password of your ${brand.productName} account. If it was you, choose a new password:`],
    action: { label: 'Choose a new password', url: `${brand.origin}/reset-password?token=${encodeURIComponent(input.token)}` },
    after: [
      'This link works once and expires in 1 hour. Setting a new password signs you out on every device.',
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
  })
}

/** After a password change: tells the owner, in case it was not them. */
export function passwordChangedMail(
  brand: MailBrand,
  input: { firstName: string; changedAt: Date; /** Changed in settings: the device that changed it stays signed in. */ fromSettings?: boolean },
): RenderedMail {
  const signedOut = input.fromSettings
    ? 'Every other device that was signed in has been signed out.'
    : 'Every device that was signed in has been signed out.'
  return layout(brand, {
    subject: `Your ${brand.productName} password was changed`,
    greeting: hello(input.firstName),
    paragraphs: [
      `The password of your ${brand.productName} account was changed on ${input.changedAt.toUTCString()}. ${signedOut}`,
      'If you did not do this, reset your password now and contact support.',
    ],
    action: { label: 'Reset your password', url: `${brand.origin}/forgot-password` },
  })
}

/** The address-verification link sent at sign-up and on "Resend". */
export function emailVerificationMail(brand: MailBrand, input: { firstName: string; token: string }): RenderedMail {
  return layout(brand, {
    subject: `Confirm your email for ${brand.productName}`,
    greeting: hello(input.firstName),
    paragraphs: [`Please confirm that this is the email address of your ${brand.productName} account:`],
    action: { label: 'Confirm my email', url: `${brand.origin}/verify-email?token=${encodeURIComponent(input.token)}` },
    after: ['This link works once and expires in 48 hours. If you did not create an account, ignore this email.'],
  })
}

/** The PayPal payout email's link (issue 27), sent to that PayPal address: payouts wait until it is opened. */
export function paypalEmailVerificationMail(brand: MailBrand, input: { firstName: string; token: string }): RenderedMail {
  return layout(brand, {
    subject: `Confirm your PayPal email for ${brand.productName}`,
    greeting: hello(input.firstName),
    paragraphs: [
      `Your ${brand.productName} cosigner profile names this address as the PayPal account your payouts go to.`,
      'Please confirm that it is yours: renters can pay you only once it is confirmed.',
    ],
    action: {
      label: 'Confirm my PayPal email',
      url: `${brand.origin}/confirm-paypal-email?token=${encodeURIComponent(input.token)}`,
    },
    after: ['This link works once and expires in 48 hours. If you do not have a cosigner profile, ignore this email.'],
  })
}

/** The email-change link, sent to the NEW address: the account's email changes when it is opened. */
export function emailChangeMail(brand: MailBrand, input: { firstName: string; token: string }): RenderedMail {
  return layout(brand, {
    subject: `Confirm your new email for ${brand.productName}`,
    greeting: hello(input.firstName),
    paragraphs: [`Please confirm that this is the new email address of your ${brand.productName} account:`],
    action: {
      label: 'Confirm my new email',
      url: `${brand.origin}/confirm-email-change?token=${encodeURIComponent(input.token)}`,
    },
    after: [
      'This link works once and expires in 24 hours. Until you open it, your account keeps its current email.',
      'If you did not ask for this, ignore this email.',
    ],
  })
}

/** Tells the OLD address that a change to another one was asked for, in case it was not its owner. */
export function emailChangeRequestedMail(
  brand: MailBrand,
  input: { firstName: string; newEmail: string; requestedAt: Date },
): RenderedMail {
  return layout(brand, {
    subject: `Your ${brand.productName} email is being changed`,
    greeting: hello(input.firstName),
    paragraphs: [
      `On ${input.requestedAt.toUTCString()} someone signed in to your ${brand.productName} account asked to change its email to ${input.newEmail}. The change takes effect once the link sent to that address is opened.`,
      'If this was not you, reset your password now: that signs every device out and stops the change.',
    ],
    action: { label: 'Reset your password', url: `${brand.origin}/forgot-password` },
  })
}
