// One notification as the API answers it: its own module, so the admin alerts (back-office.ts), which extend it,
// and the realtime pushes (notifications.ts), which carry admin alerts, do not import each other.
export interface NotificationDto {
  id: string
  title: string
  message: string
  read: boolean
  createdAt: string
}
