import { formatDateTime } from '@cosign/ui'

/** An admin table's date-and-time cell (created, uploaded): kept on one line so the rows stay even. */
export function DateTimeCell({ at }: { at: string | number | Date | null | undefined }) {
  return <td className="adm-nowrap">{formatDateTime(at)}</td>
}
