// How every process of the site lives and stops, in one place: the start, the supervisor's parts,
// the primary and its workers. A process that keeps dying is started again after a growing delay
// (Backoff); a process whose parent has gone stops on its own (watchParent); a stop signal begins
// an orderly stop once, and a second one, a moment later, asks for it to be cut short
// (onStopSignals). Each part's stop runs its steps one after another (stopInOrder), and a part
// with processes of its own is signalled as a group (signalGroup).
import type { ChildProcess } from 'node:child_process'

/** Restart delays that double from `minMs` up to `maxMs`, and start again from nothing after a healthy run. */
export class Backoff {
  private delayMs = 0

  constructor(private readonly options: { minMs: number; maxMs: number; stableAfterMs: number }) {}

  /** The delay before the next start, given how long the last run lived. */
  next(livedMs: number): number {
    if (livedMs >= this.options.stableAfterMs) this.delayMs = 0
    this.delayMs = this.delayMs === 0 ? this.options.minMs : Math.min(this.options.maxMs, this.delayMs * 2)
    return this.delayMs
  }
}

/** How often a process looks for its parent having gone. */
export const PARENT_POLL_MS = 500

/**
 * Calls `onGone` once when this process's parent has exited (the process has been re-parented, to
 * init or a subreaper). Returns a function that stops watching.
 */
export function watchParent(onGone: () => void, intervalMs = PARENT_POLL_MS): () => void {
  const parent = process.ppid
  const timer = setInterval(() => {
    if (process.ppid === parent) return
    clearInterval(timer)
    onGone()
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}

/** How long a site worker's requests in flight may take to finish once it has stopped accepting. */
export const DRAIN_MS = 4_500

/** One Ctrl-C reaches both npm and this process: two signals, milliseconds apart, are one stop. */
export const FORCE_AFTER_MS = 1_000

export type StopSignal = 'SIGTERM' | 'SIGINT' | 'SIGHUP' | 'parent process gone'

/**
 * Calls `stop` on the first SIGTERM, SIGINT or SIGHUP (or when the parent goes), and `force` on a
 * second SIGTERM or SIGINT that comes at least `FORCE_AFTER_MS` later. A hang-up or a parent gone
 * while stopping is no reason to hurry.
 */
export function onStopSignals(handlers: { stop(signal: StopSignal): void; force?(signal: StopSignal): void }): void {
  let stoppedAt = 0
  let forced = false
  const received = (signal: StopSignal, insist: boolean) => {
    if (!stoppedAt) {
      stoppedAt = Date.now()
      handlers.stop(signal)
      return
    }
    if (!insist || forced || !handlers.force || Date.now() - stoppedAt < FORCE_AFTER_MS) return
    forced = true
    handlers.force(signal)
  }
  process.on('SIGTERM', () => received('SIGTERM', true))
  process.on('SIGINT', () => received('SIGINT', true))
  process.on('SIGHUP', () => received('SIGHUP', false))
  watchParent(() => received('parent process gone', false))
}

/**
 * Runs stop steps one after another, each once the previous one has finished: a part still
 * draining can rely on the ones after it. Resolves to true when every step reported a clean stop.
 */
export async function stopInOrder(steps: ReadonlyArray<() => Promise<boolean>>): Promise<boolean> {
  let clean = true
  for (const step of steps) clean = (await step()) && clean
  return clean
}

/** Signals a child's whole process group (the child and anything it started); quiet if already gone. */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return
  try {
    process.kill(process.platform === 'win32' ? child.pid : -child.pid, signal)
  } catch {
    // The group has gone already.
  }
}
