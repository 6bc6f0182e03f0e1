// The server entry: TanStack Start's handler, behind the one check that must run before it
// (protocol-relative paths, see server/path-guard.ts).
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { protocolRelativeRedirect } from './server/path-guard'
// Paraglide's locale override, before any request renders a message (the browser installs it
// through app/ui/messages.ts).
import './lib/i18n'

export default createServerEntry({
  fetch(request, options) {
    return protocolRelativeRedirect(request) ?? handler.fetch(request, options)
  },
})
