// Signing out, apart from the other sign-in functions: the header offers it on every page, so
// its client stub must not bring the whole sign-in module with it.
import { createServerFn } from '@tanstack/react-start'
import { endpoints } from '../../../contract/endpoints'
import { api, currentCaller } from '../../shared/api/api.server'
import { localeInput } from '../../shared/forms/inputs'
import { endSession, sessionToken } from '../../shared/session/session.server'
import { z } from 'zod'
import { checkedInput } from '../../shared/forms/checked-input'

export const signOut = createServerFn({ method: 'POST' })
  .validator(checkedInput(z.object({ locale: localeInput })))
  .handler(async ({ data }): Promise<{ ok: true }> => {
    const token = sessionToken()
    // The cookie goes whatever the API says: the visitor asked to be signed out here.
    endSession()
    if (token) await api().call(endpoints.logout, currentCaller(data.locale, token), { body: {} })
    return { ok: true }
  })
