// The server function page loaders call for the live sections.
import { createServerFn, getGlobalStartContext } from '@tanstack/react-start'
import { z } from 'zod'
import { localeByCode } from '../../shared/i18n/locales'
import { isPhone } from '../../shared/viewport/viewport'
import { requestViewport } from '../../shared/api/api.server'
import { localeInput } from '../../shared/forms/inputs'
import { LIVE_LIMIT, liveSection } from './live.server'
import { checkedInput } from '../../shared/forms/checked-input'

export const getLiveSection = createServerFn({ method: 'GET' })
  .validator(checkedInput(z.object({ locale: localeInput })))
  .handler(({ data }) => {
    const site = getGlobalStartContext()?.site
    // The document request resolved the country (geo header, else the locale's); a server
    // function call on a client navigation only has the geo header.
    const limit = isPhone(requestViewport()) ? LIVE_LIMIT.phone : LIVE_LIMIT.wide
    return liveSection(localeByCode(data.locale), site?.country ?? null, limit)
  })
