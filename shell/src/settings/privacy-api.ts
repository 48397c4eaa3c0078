// The settings page's privacy calls (auth service, issue 30): the data export and account deletion.
import { authEndpoints, endpointPath, type AccountMessageResponse, type DataExportListResponse } from '@cosign/api'
import { api } from '@cosign/ui'
import { downloadWithToken } from '@cosign/ui/download'

export const privacyApi = {
  listExports: (signal?: AbortSignal): Promise<DataExportListResponse> =>
    api.call(authEndpoints.listDataExports, {}, { signal }),
  requestExport: (): Promise<DataExportListResponse> => api.call(authEndpoints.requestDataExport),
  /** Saves a ready export's archive (the access token rides on the request, not on a plain link). */
  downloadExport: (id: string, day: string): Promise<void> => {
    const declaration = authEndpoints.downloadDataExport
    return downloadWithToken(
      `/${declaration.service}${endpointPath(declaration, { id })}`,
      `cosign-data-${day}.zip`,
      'We could not download your data. Please try again.',
    )
  },
  deleteAccount: (password: string): Promise<AccountMessageResponse> =>
    api.call(authEndpoints.deleteMyAccount, { body: { password } }),
}
