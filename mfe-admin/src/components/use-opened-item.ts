import { useState } from 'react'

/**
 * A list tab that opens one item in place of the list (a dispute, a support conversation): the open item's id,
 * `open(id)`, and `back()`, which shows the list again and reloads it, since the item may have changed.
 */
export function useOpenedItem(reload: () => Promise<unknown>) {
  const [openId, setOpenId] = useState<string | null>(null)
  return {
    openId,
    open: setOpenId,
    back: () => {
      setOpenId(null)
      void reload()
    },
  }
}
