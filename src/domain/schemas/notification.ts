import * as z from 'zod'

export const notificationSchema = z
  .object({
    id: z.string(),
    eventId: z.string().nullable(),
    type: z.string(),
    title: z.string(),
    message: z.string(),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Notification' })
export type NotificationDto = z.infer<typeof notificationSchema>

export const notificationListSchema = z
  .object({ notifications: z.array(notificationSchema), unread: z.number().int() })
  .meta({ id: 'NotificationList' })
