// POST /broadcasting/auth and /broadcasting/user-auth: form fields and Pusher signature answers.
import { z } from 'zod'
import * as zm from 'zod/mini'
import { requiredString, stringField } from './validation'

export const channelAuthRequestSchema = z.object({
  socket_id: stringField().check(zm.regex(/^\d+\.\d+$/, { error: 'format' })),
  channel_name: requiredString(200),
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
