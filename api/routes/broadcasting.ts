// Pusher channel and user authorisation for the realtime server: the bearer's own private and
// presence channels only (`private-App.Models.User.{id}`), 403 for anything else.
import { Hono } from 'hono'
import { userChannelName } from '../../contract/broadcasting'
import { endpoints } from '../../contract/endpoints'
import { maskEmail } from '../../contract/masking'
import { serve } from '../http/endpoint-routes'
import { ApiError, validBody } from '../http/errors'
import { bearerToken } from '../http/request-context'
import { signChannelAuth, signUserAuth } from '../realtime/signature'
import type { Services } from '../services'
import type { User } from '../users'

export function broadcastingRoutes(s: Services) {
  const app = new Hono()
  const forbidden = () => new ApiError(403, 'This action is unauthorized.')

  const currentUser = (token: string | undefined): User => {
    const userId = token ? s.sessions.resolve(token) : null
    const user = userId === null ? null : s.users.findById(userId)
    if (!user) throw forbidden()
    return user
  }
  // What other members of a presence channel may see: never the full address.
  const userInfo = (u: User) => ({ email: maskEmail(u.email) })

  serve(app, endpoints.channelAuth, async (c) => {
    const user = currentUser(bearerToken(c))
    const { socket_id, channel_name } = await validBody(c, endpoints.channelAuth.body)
    const { key, secret } = s.config.pusher
    if (channel_name === userChannelName(user.id, 'private-')) {
      return c.json(signChannelAuth({ key, secret, socketId: socket_id, channel: channel_name }))
    }
    if (channel_name === userChannelName(user.id, 'presence-')) {
      const channelData = JSON.stringify({ user_id: String(user.id), user_info: userInfo(user) })
      return c.json(signChannelAuth({ key, secret, socketId: socket_id, channel: channel_name, channelData }))
    }
    throw forbidden()
  })

  serve(app, endpoints.userAuth, async (c) => {
    const user = currentUser(bearerToken(c))
    const { socket_id } = await validBody(c, endpoints.userAuth.body)
    const { key, secret } = s.config.pusher
    return c.json(
      signUserAuth({ key, secret, socketId: socket_id, userData: JSON.stringify({ id: String(user.id), user_info: userInfo(user) }) }),
    )
  })

  return app
}
