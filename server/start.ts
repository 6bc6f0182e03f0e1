// The built product's start (.output/pollwise/start.mjs; `npm start` runs server/prepare.ts first,
// which checks the configuration and builds when needed). Checks every configuration again — an
// operator may run this file directly after `npm run build` — then supervises three processes: the
// site, the reference API and the realtime server. A part that crashes is restarted with backoff
// while the others keep serving.
//
// SIGTERM, SIGINT or SIGHUP — or this process's parent going away — stops the parts in order
// (the site says it is not ready and drains, then the API, then realtime; decision 011) and exits
// 0 once all have stopped on their own. A second SIGTERM or SIGINT, a second or more after the
// first, kills whatever is left and exits 1. npm runs this file with `exec` (package.json), so that
// a signal sent to `npm start` reaches this process: sh would not pass it on.
import { checkConfiguration } from './configuration'
import { DRAIN_MS, onStopSignals } from './lifecycle'
import { configureLog, logger } from './log'
import { nodeArgs, ROOT } from './paths'
import { ignoreOutputErrors, Supervisor } from './supervisor'

// A closed terminal (EIO) must not end the stop it has just asked for.
ignoreOutputErrors()

let configuration: Awaited<ReturnType<typeof checkConfiguration>>
try {
  configuration = await checkConfiguration(process.env)
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
const { site, server, withApi, withRealtime, apiEnv } = configuration
configureLog(server.log)
const log = logger('supervisor')

const supervisor = new Supervisor({ cwd: ROOT, log: (line) => log.info(line) })
onStopSignals({
  stop: (signal) => {
    log.info(`${signal}: stopping`)
    void supervisor.stop().then((clean) => process.exit(clean ? 0 : 1))
  },
  force: (signal) => {
    log.warn(`${signal} while stopping: killing what is left`)
    void supervisor.forceStop().then(() => process.exit(1))
  },
})

// The parts, each its own process, in the order they stop: the site first (it stops accepting
// and finishes its requests, which may still call the API), then the API (which may still
// publish to realtime), then realtime. The site gets its readiness delay and its drain.
supervisor.add({
  name: 'site',
  args: nodeArgs('primary'),
  env: { PORT: String(site.port), NODE_ENV: process.env.NODE_ENV ?? 'production' },
  stopTimeoutMs: server.shutdownDelayMs + DRAIN_MS + 500,
})
if (withApi) {
  supervisor.add({ name: 'api', args: nodeArgs('api'), env: apiEnv, stopTimeoutMs: 3000 })
  if (withRealtime) supervisor.add({ name: 'realtime', args: nodeArgs('realtime'), env: {}, stopTimeoutMs: 1000 })
}
supervisor.start()

log.info(
  { site: site.mainOrigin, australianSite: site.auOrigin, api: site.apiBaseUrl, apiStartedHere: withApi },
  `${site.siteName} site on ${site.mainOrigin} (Australian site ${site.auOrigin}); API ${site.apiBaseUrl}${withApi ? '' : ' (not started here)'}`,
)
