// The access-denied page's messages: its own, its form's, and the document shell's (no locale
// layout runs above it).
import { SHELL_NAMESPACES } from '../../shared/copy/layout-namespaces'
import { REQUEST_FORM_NAMESPACES } from '../../shared/forms/request-form'
import type { Messages } from '../../shared/i18n/messages'

export const ACCESS_DENIED_NAMESPACES = [...SHELL_NAMESPACES, 'access_denied_', ...REQUEST_FORM_NAMESPACES] as const
export type AccessDeniedMessages = Messages<(typeof ACCESS_DENIED_NAMESPACES)[number]>
