import * as z from 'zod'

export const notificationSchema = z
  .object({
    id: z.string(),
    eventId: z.string().nullable(),
    type: z.string(),
    title: z.string(),
    message: z.string().meta({ description: 'The words, with amounts written as en-US writes them' }),
    amounts: z
      .array(
        z.object({
          start: z.number().int(),
          end: z.number().int(),
          currency: z.string(),
          minor: z.number().int(),
        }),
      )
      .meta({ description: 'Where each amount sits in message, so a reader can write it in their own locale' }),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Notification' })
export type NotificationDto = z.infer<typeof notificationSchema>

export const notificationListSchema = z
  .object({ notifications: z.array(notificationSchema), unread: z.number().int() })
  .meta({ id: 'NotificationList' })
