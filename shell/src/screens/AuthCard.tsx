import type { ReactNode } from 'react'
import type { FormFieldSpec, FormTextKey } from '@cosign/ui'

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

/**
 * A required password field of the account forms. `current-password` for the password that proves who you are,
 * `new-password` for one being chosen (password managers offer to fill or to generate accordingly).
 */
export function passwordField<T>(
  field: FormTextKey<T>,
  label: string,
  autoComplete: 'current-password' | 'new-password',
  extra: { name?: string; hint?: string } = {},
): FormFieldSpec<T> {
  return {
    field,
    label,
    type: 'password',
    name: extra.name ?? String(field),
    autoComplete,
    required: true,
    hint: extra.hint,
  }
}
