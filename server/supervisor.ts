// Runs named child processes and keeps them running: a child that exits while the supervisor is
// not stopping is restarted after a backoff that doubles from `minBackoffMs` up to `maxBackoffMs`,
// and starts again from the minimum once a child has stayed up for `stableAfterMs`. Each start,
// exit and restart is one log line.
//
// Stopping is ordered: the parts stop one after another in the order they were added, each only
// once the previous one has exited, so that a part still draining can rely on the ones after it
// (decision 011). Each part has its own time to stop on SIGTERM before it is killed, and a second
// stop (`forceStop`) kills whatever is left at once.
//
// Each part runs in a process group of its own: a Ctrl-C or a closed terminal reaches the
// supervisor only, which then stops the parts in order, and killing a part's group also kills
// whatever it started. Each part also watches its parent: if the supervisor itself is killed, the
// part stops on its own (SIGTERM to itself) rather than run on as an orphan. And a part's output
// that can no longer be written (its terminal closed: EIO; its reader gone: EPIPE) is dropped
// rather than crash the part in the middle of its stop.
import { type ChildProcess, spawn } from 'node:child_process'
import { Backoff, PARENT_POLL_MS, signalGroup, stopInOrder } from './lifecycle'

export interface ChildSpec {
  name: string
  /** Arguments to `node` (the same executable as the supervisor). */
  args: string[]
  env: Record<string, string>
  /** How long this part may take to stop on SIGTERM before it is killed; default the supervisor's `stopTimeoutMs`. */
  stopTimeoutMs?: number
}

export interface SupervisorOptions {
  cwd: string
  log: (line: string) => void
  minBackoffMs?: number
  maxBackoffMs?: number
  stableAfterMs?: number
  /** How long a child may take to stop on SIGTERM before it is killed. */
  stopTimeoutMs?: number
}

interface Running {
  spec: ChildSpec
  child: ChildProcess | null
  /** Resolves when the current child has exited. */
  exited: Promise<void>
  startedAt: number
  backoff: Backoff
  timer: NodeJS.Timeout | null
}

/**
 * Loaded first in every part (`--import`). A write error on stdout or stderr is dropped: unhandled,
 * it crashes a part that logs its own stop (the API, leaving its WAL unmerged), or sends one whose
 * uncaughtException handler logs into the same dead terminal (nitro) into a busy loop. And the part
 * sends itself SIGTERM, and so drains as on any stop, when its parent — the supervisor — has gone.
 * A data: URL, so that no file of ours has to exist beside whatever the part runs.
 */
const PART_PRELOAD = `data:text/javascript,${encodeURI(
  "for(const s of[process.stdout,process.stderr])s.on('error',()=>{});" +
    `const p=process.ppid,t=setInterval(()=>{if(process.ppid!==p){clearInterval(t);process.kill(process.pid,'SIGTERM')}},${PARENT_POLL_MS});t.unref()`,
)}`

/** For the supervisor itself: its log lines are not worth a crash in the middle of a stop. */
export function ignoreOutputErrors(): void {
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {})
}

export class Supervisor {
  private readonly children = new Map<string, Running>()
  private stopping: Promise<boolean> | null = null
  private forced = false
  private readonly minBackoffMs: number
  private readonly maxBackoffMs: number
  private readonly stableAfterMs: number
  private readonly stopTimeoutMs: number

  constructor(private readonly options: SupervisorOptions) {
    this.minBackoffMs = options.minBackoffMs ?? 250
    this.maxBackoffMs = options.maxBackoffMs ?? 10_000
    this.stableAfterMs = options.stableAfterMs ?? 30_000
    this.stopTimeoutMs = options.stopTimeoutMs ?? 5_000
  }

  /** Adds a part; parts stop in the order they were added. */
  add(spec: ChildSpec): void {
    this.children.set(spec.name, {
      spec,
      child: null,
      exited: Promise.resolve(),
      startedAt: 0,
      backoff: new Backoff({ minMs: this.minBackoffMs, maxMs: this.maxBackoffMs, stableAfterMs: this.stableAfterMs }),
      timer: null,
    })
  }

  start(): void {
    for (const running of this.children.values()) this.launch(running)
  }

  /** The pid of a running child (tests use it to crash one on purpose). */
  pid(name: string): number | undefined {
    return this.children.get(name)?.child?.pid
  }

  private launch(running: Running): void {
    running.timer = null
    if (this.stopping) return
    const { spec } = running
    const child = spawn(process.execPath, ['--import', PART_PRELOAD, ...spec.args], {
      cwd: this.options.cwd,
      env: { ...process.env, ...spec.env },
      // No part reads the terminal; from a process group of its own it could not.
      stdio: ['ignore', 'inherit', 'inherit'],
      // A process group of its own (see the top of the file).
      detached: true,
    })
    running.child = child
    running.startedAt = Date.now()
    running.exited = new Promise((resolve) => child.once('exit', () => resolve()))
    this.options.log(`${spec.name} started (pid ${child.pid})`)
    child.on('error', (error) => this.options.log(`${spec.name} could not start: ${error.message}`))
    child.on('exit', (code, signal) => {
      running.child = null
      // Whatever the part started and left behind goes with it.
      signalGroup(child, 'SIGKILL')
      if (this.stopping) return
      const delay = running.backoff.next(Date.now() - running.startedAt)
      this.options.log(`${spec.name} exited (${signal ?? `code ${code}`}); restarting in ${delay} ms`)
      running.timer = setTimeout(() => this.launch(running), delay)
    })
  }

  /**
   * Stops every part in the order they were added — SIGTERM, then SIGKILL after the part's
   * `stopTimeoutMs` — and restarts none. Resolves to true when every part stopped on its own,
   * false when one had to be killed. Calling it again returns the same promise.
   */
  stop(): Promise<boolean> {
    this.stopping ??= this.stopInOrder()
    return this.stopping
  }

  /** Kills every part (and what it started) now, also in the middle of an ordered stop. */
  forceStop(): Promise<boolean> {
    this.forced = true
    const stopped = this.stop()
    for (const running of this.children.values()) {
      if (running.child) {
        this.options.log(`killing ${running.spec.name}`)
        signalGroup(running.child, 'SIGKILL')
      }
    }
    return stopped
  }

  private async stopInOrder(): Promise<boolean> {
    const startedAt = Date.now()
    for (const running of this.children.values()) {
      if (running.timer) clearTimeout(running.timer)
      running.timer = null
    }
    const clean = await stopInOrder([...this.children.values()].map((running) => () => this.stopOne(running)))
    this.options.log(`${clean ? 'stopped' : 'stopped, not cleanly,'} in ${Date.now() - startedAt} ms`)
    return clean
  }

  /** SIGTERM, then SIGKILL after the part's own time (at once once forced); true when it stopped on its own. */
  private async stopOne(running: Running): Promise<boolean> {
    const child = running.child
    if (!child) return true
    const { name } = running.spec
    if (this.forced) {
      signalGroup(child, 'SIGKILL')
      await running.exited
      return false
    }
    const timeoutMs = running.spec.stopTimeoutMs ?? this.stopTimeoutMs
    const since = Date.now()
    this.options.log(`stopping ${name} (SIGTERM)`)
    child.kill('SIGTERM')
    let killed = false
    const kill = setTimeout(() => {
      killed = true
      this.options.log(`${name} did not stop within ${timeoutMs} ms: killed`)
      signalGroup(child, 'SIGKILL')
    }, timeoutMs)
    await running.exited
    clearTimeout(kill)
    if (killed || this.forced) return false
    this.options.log(`${name} stopped in ${Date.now() - since} ms`)
    return true
  }
}
