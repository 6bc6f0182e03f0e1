// The built app's entry (nitro's `entry`, vite.config.ts): the app as a fetch handler, which the
// site's render cache calls in-process for a page it has to render (server/worker.ts), and the same
// app as a Node handler for every other request. nitro's own node-middleware entry offers only the
// latter. Plain JavaScript: its `#nitro/…` imports exist only inside nitro's build.
import '#nitro/virtual/polyfills'
import { useNitroApp } from 'nitro/app'
import { toNodeHandler } from 'srvx/node'

const nitroApp = useNitroApp()

/** @type {(request: Request) => Promise<Response>} */
export const fetchHandler = (request) => Promise.resolve(nitroApp.fetch(request))
export const middleware = toNodeHandler(nitroApp.fetch)
