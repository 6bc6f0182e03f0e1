// The server entry: TanStack Start's handler, behind the one check that must run before it
// (protocol-relative paths, see shared/http/path-guard.ts).
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { protocolRelativeRedirect } from './shared/http/path-guard'
// Paraglide's locale override, before any request renders a message (the browser renders none).
import './shared/i18n/paraglide-locale.server'

export default createServerEntry({
  fetch(request, options) {
    return protocolRelativeRedirect(request) ?? handler.fetch(request, options)
  },
})
