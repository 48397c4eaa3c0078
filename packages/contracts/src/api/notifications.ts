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
