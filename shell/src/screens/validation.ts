import { ACCOUNT_PRIVACY_MESSAGES, MESSAGES, PASSWORD_MIN_LENGTH, type SelfServiceRole } from '@cosign/api'

// Client-side checks give quick feedback only; the auth service checks everything again.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export interface LoginForm {
  email: string
  password: string
}
export interface SignupForm {
  firstName: string
  lastName: string
  email: string
  password: string
  confirmPassword: string
  role: SelfServiceRole | ''
  /** The Terms of Service and Privacy Policy checkbox (issue 30). */
  acceptTerms: boolean
}
export type FieldErrors<T> = Partial<Record<keyof T, string>>

export function validateEmail(email: string): string | undefined {
  if (!email.trim()) return 'Email is required'
  if (!EMAIL_PATTERN.test(email.trim())) return MESSAGES.invalidEmail
  return undefined
}

export function validateLogin(form: LoginForm): FieldErrors<LoginForm> {
  const errors: FieldErrors<LoginForm> = {}
  const email = validateEmail(form.email)
  if (email) errors.email = email
  if (!form.password) errors.password = 'Password is required'
  return errors
}

export function validateSignup(form: SignupForm): FieldErrors<SignupForm> {
  const errors: FieldErrors<SignupForm> = {}
  // Names are optional (spec: they default to empty); the dashboard greets by email then.
  const email = validateEmail(form.email)
  if (email) errors.email = email
  if (form.password.length < PASSWORD_MIN_LENGTH) errors.password = MESSAGES.passwordTooShort
  if (form.confirmPassword !== form.password) errors.confirmPassword = MESSAGES.passwordsDoNotMatch
  if (form.role !== 'RENTER' && form.role !== 'COSIGNER') errors.role = 'Please choose Renter or Cosigner'
  if (!form.acceptTerms) errors.acceptTerms = ACCOUNT_PRIVACY_MESSAGES.termsRequired
  return errors
}

/** ?type=renter|cosigner preselects the role on the sign-up form. */
export function roleFromQuery(type: string | null): SelfServiceRole | '' {
  const value = type?.toLowerCase()
  if (value === 'renter') return 'RENTER'
  if (value === 'cosigner') return 'COSIGNER'
  return ''
}

/** The role chosen at sign-up (`?type=` on /create-profile) when it is the account's: no need to ask it again. */
export function signupRole(type: string | null, accountRole: string | undefined): SelfServiceRole | null {
  const role = roleFromQuery(type)
  return role !== '' && role === accountRole ? role : null
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0

export interface NewPasswordForm {
  password: string
  confirmPassword: string
}

/** The reset screen's new password: the sign-up rules. */
export function validateNewPassword(form: NewPasswordForm): FieldErrors<NewPasswordForm> {
  const errors: FieldErrors<NewPasswordForm> = {}
  if (form.password.length < PASSWORD_MIN_LENGTH) errors.password = MESSAGES.passwordTooShort
  if (form.confirmPassword !== form.password) errors.confirmPassword = MESSAGES.passwordsDoNotMatch
  return errors
}
