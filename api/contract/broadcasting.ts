// POST /broadcasting/auth and /broadcasting/user-auth: form fields and Pusher signature answers.
import { z } from 'zod'

export const channelAuthRequestSchema = z.object({
  socket_id: z
    .string({ error: 'The socket id field is required.' })
    .regex(/^\d+\.\d+$/, { error: 'The socket id field format is invalid.' }),
  channel_name: z
    .string({ error: 'The channel name field is required.' })
    .min(1, { error: 'The channel name field is required.' })
    .max(200, { error: 'The channel name field must not be greater than 200 characters.' }),
})
export const userAuthRequestSchema = channelAuthRequestSchema.pick({ socket_id: true })

export const channelAuthResponseSchema = z.object({ auth: z.string(), channel_data: z.string().optional() })
export type ChannelAuthResponse = z.infer<typeof channelAuthResponseSchema>
export const userAuthResponseSchema = z.object({ auth: z.string(), user_data: z.string() })
export type UserAuthResponse = z.infer<typeof userAuthResponseSchema>

/** The private channel of a user, as Laravel names it. */
export function userChannelName(userId: number, prefix: 'private-' | 'presence-' = 'private-'): string {
  return `${prefix}App.Models.User.${userId}`
}
