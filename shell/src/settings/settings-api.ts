// The account settings page's calls (auth service). Screens call these, never `api` themselves.
import {
  authEndpoints,
  type AccountMessageResponse,
  type AccountSessionListResponse,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  type MySecondFactorResponse,
  type RecoveryCodesResponse,
  type SecondFactorEnrollmentResponse,
  type UpdateNameRequest,
  type UserDto,
} from '@cosign/api'
import { api } from '@cosign/ui'

export const settingsApi = {
  /** Saves the first and last name; answers the user as `/me` now shows it. */
  saveName: async (body: UpdateNameRequest): Promise<UserDto> => (await api.call(authEndpoints.updateMyName, { body })).user,
  /** A new password (the current one required); the other sessions end. */
  changePassword: (body: ChangePasswordRequest): Promise<AccountMessageResponse> =>
    api.call(authEndpoints.changeMyPassword, { body }),
  /** Mails a confirmation link to the new address; the email changes when it is opened. */
  requestEmailChange: (body: ChangeEmailRequest): Promise<AccountMessageResponse> =>
    api.call(authEndpoints.requestEmailChange, { body }),
  /** The new address's link (signed in or not). */
  confirmEmailChange: (token: string): Promise<AccountMessageResponse> =>
    api.call(authEndpoints.confirmEmailChange, { body: { token } }, { auth: false }),
  listSessions: (signal?: AbortSignal): Promise<AccountSessionListResponse> =>
    api.call(authEndpoints.listMySessions, {}, { signal }),
  endOtherSessions: (): Promise<AccountMessageResponse> => api.call(authEndpoints.endMyOtherSessions),
  endSession: (id: string): Promise<AccountMessageResponse> => api.call(authEndpoints.endMySession, { params: { id } }),
  /** Two-step sign-in (issue 30): whether it is on, and the recovery codes left. */
  secondFactor: (signal?: AbortSignal): Promise<MySecondFactorResponse> =>
    api.call(authEndpoints.getMySecondFactor, {}, { signal }),
  startSecondFactor: (): Promise<SecondFactorEnrollmentResponse> => api.call(authEndpoints.startMySecondFactor),
  confirmSecondFactor: (code: string): Promise<RecoveryCodesResponse> =>
    api.call(authEndpoints.confirmMySecondFactor, { body: { code } }),
  turnOffSecondFactor: (currentPassword: string): Promise<MySecondFactorResponse> =>
    api.call(authEndpoints.turnOffMySecondFactor, { body: { currentPassword } }),
}
