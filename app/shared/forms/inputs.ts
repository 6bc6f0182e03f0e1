// Inputs every server function validates the same way.
import { z } from 'zod'
import { localeCodes } from '../../../contract/locales'

/** The locale a page was rendered in: one of the route locale codes. */
export const localeInput = z.enum(localeCodes)
