import { MESSAGES, PASSWORD_MIN_LENGTH, SETTINGS_MESSAGES, type ChangeEmailRequest, type ChangePasswordRequest, type UpdateNameRequest } from '@cosign/api'
import { validateEmail, type FieldErrors } from '../screens/validation.js'

// Quick feedback only: the auth service checks everything again.

export function validateName(form: UpdateNameRequest): FieldErrors<UpdateNameRequest> {
  const errors: FieldErrors<UpdateNameRequest> = {}
  if (!form.firstName.trim()) errors.firstName = SETTINGS_MESSAGES.nameRequired
  if (!form.lastName.trim()) errors.lastName = SETTINGS_MESSAGES.nameRequired
  return errors
}

export function validatePasswordChange(form: ChangePasswordRequest): FieldErrors<ChangePasswordRequest> {
  const errors: FieldErrors<ChangePasswordRequest> = {}
  if (!form.currentPassword) errors.currentPassword = 'Current password is required'
  if (form.password.length < PASSWORD_MIN_LENGTH) errors.password = MESSAGES.passwordTooShort
  if (form.confirmPassword !== form.password) errors.confirmPassword = MESSAGES.passwordsDoNotMatch
  return errors
}

export function validateEmailChange(form: ChangeEmailRequest, currentEmail: string): FieldErrors<ChangeEmailRequest> {
  const errors: FieldErrors<ChangeEmailRequest> = {}
  const email = validateEmail(form.newEmail)
  if (email) errors.newEmail = email
  else if (form.newEmail.trim().toLowerCase() === currentEmail.toLowerCase()) errors.newEmail = SETTINGS_MESSAGES.sameEmail
  if (!form.currentPassword) errors.currentPassword = 'Current password is required'
  return errors
}
