export interface NotificationDto {
  id: string
  title: string
  message: string
  read: boolean
  createdAt: string
}
export interface NotificationListResponse {
  items: NotificationDto[]
  unreadCount: number
}
/** Pushed on the chat service's websocket (/api/chat/ws) to the notification's owner. */
export interface RealtimeMessage {
  type: 'notification.created'
  notification: NotificationDto
}
/** Answer to POST /api/chat/notifications/:id/read. */
export interface MarkNotificationReadResponse {
  notification: NotificationDto
  unreadCount: number
}
/** Answer to POST /api/chat/notifications/read-all. */
export interface MarkAllNotificationsReadResponse {
  updated: number
  unreadCount: number
}
