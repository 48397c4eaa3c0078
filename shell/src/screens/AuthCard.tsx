import type { ReactNode } from 'react'
import type { FormFieldSpec } from '@cosign/ui'

/** Centred card used by the login and sign-up screens. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string
  description?: string
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <section className="ui-page shell-auth">
      <div className="ui-card shell-auth__card">
        <h1 className="ui-page__title">{title}</h1>
        {description ? <p className="ui-page__description shell-auth__description">{description}</p> : null}
        {children}
        {footer ? <div className="shell-auth__footer">{footer}</div> : null}
      </div>
    </section>
  )
}

/** The email field of the login and sign-up forms. */
export const EMAIL_FIELD: FormFieldSpec<{ email: string }> = {
  field: 'email',
  label: 'Email',
  type: 'email',
  name: 'email',
  autoComplete: 'email',
  required: true,
}
