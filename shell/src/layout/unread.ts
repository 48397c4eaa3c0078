// Unread badges of the header and the tab bar (the bell, the Chat tab).

/** An accessible name with its unread count: "Chat, 3 unread", or just "Chat". */
export function unreadLabel(name: string, unreadCount: number): string {
  return unreadCount > 0 ? `${name}, ${unreadCount} unread` : name
}

/** The badge's text; large counts are shortened so the badge keeps its size. */
export function badgeText(unreadCount: number): string {
  return unreadCount > 99 ? '99+' : String(unreadCount)
}
