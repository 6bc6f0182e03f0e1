// The server entry: TanStack Start's handler, behind the one check that must run before it
// (protocol-relative paths, see shared/http/path-guard.ts). Pages render with the app's scripts
// deferred until the first paint (shared/document/scripts-after-paint.ts).
import { createServerEntry, createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { renderScriptsAfterPaint } from './shared/document/scripts-after-paint.server'
import { protocolRelativeRedirect } from './shared/http/path-guard'
// Paraglide's locale override, before any request renders a message (the browser renders none).
import './shared/i18n/paraglide-locale.server'

const handler = createStartHandler((context) => {
  renderScriptsAfterPaint(context.router)
  return defaultStreamHandler(context)
})

export default createServerEntry({
  fetch(request, options) {
    return protocolRelativeRedirect(request) ?? handler(request, options)
  },
})
