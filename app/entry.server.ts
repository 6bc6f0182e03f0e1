// The server entry: TanStack Start's handler, behind the one check that must run before it
// (protocol-relative paths, see shared/http/path-guard.ts).
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { protocolRelativeRedirect } from './shared/http/path-guard'
// Paraglide's locale override, before any request renders a message (the browser installs it
// through app/shared/i18n/messages.ts).
import './shared/i18n/paraglide-locale'

export default createServerEntry({
  fetch(request, options) {
    return protocolRelativeRedirect(request) ?? handler.fetch(request, options)
  },
})
