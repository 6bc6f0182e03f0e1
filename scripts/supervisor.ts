// Runs named child processes and keeps them running: a child that exits while the supervisor is
// not stopping is restarted after a backoff that doubles from `minBackoffMs` up to `maxBackoffMs`,
// and starts again from the minimum once a child has stayed up for `stableAfterMs`. Each start,
// exit and restart is one log line.
import { type ChildProcess, spawn } from 'node:child_process'

export interface ChildSpec {
  name: string
  /** Arguments to `node` (the same executable as the supervisor). */
  args: string[]
  env: Record<string, string>
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
  startedAt: number
  backoffMs: number
  timer: NodeJS.Timeout | null
}

export class Supervisor {
  private readonly children = new Map<string, Running>()
  private stopping = false
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

  add(spec: ChildSpec): void {
    this.children.set(spec.name, { spec, child: null, startedAt: 0, backoffMs: this.minBackoffMs, timer: null })
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
    const { spec } = running
    const child = spawn(process.execPath, spec.args, { cwd: this.options.cwd, env: { ...process.env, ...spec.env }, stdio: 'inherit' })
    running.child = child
    running.startedAt = Date.now()
    this.options.log(`${spec.name} started (pid ${child.pid})`)
    child.on('error', (error) => this.options.log(`${spec.name} could not start: ${error.message}`))
    child.on('exit', (code, signal) => {
      running.child = null
      if (this.stopping) return
      if (Date.now() - running.startedAt >= this.stableAfterMs) running.backoffMs = this.minBackoffMs
      const delay = running.backoffMs
      running.backoffMs = Math.min(running.backoffMs * 2, this.maxBackoffMs)
      this.options.log(`${spec.name} exited (${signal ?? `code ${code}`}); restarting in ${delay} ms`)
      running.timer = setTimeout(() => this.launch(running), delay)
    })
  }

  /** Stops every child (SIGTERM, then SIGKILL after the timeout) and restarts none. */
  async stop(): Promise<void> {
    this.stopping = true
    await Promise.all(
      [...this.children.values()].map((running) => {
        if (running.timer) clearTimeout(running.timer)
        const child = running.child
        if (!child || child.exitCode !== null || child.signalCode !== null) return undefined
        return new Promise<void>((resolve) => {
          const kill = setTimeout(() => child.kill('SIGKILL'), this.stopTimeoutMs)
          child.once('exit', () => {
            clearTimeout(kill)
            resolve()
          })
          child.kill('SIGTERM')
        })
      }),
    )
  }
}
