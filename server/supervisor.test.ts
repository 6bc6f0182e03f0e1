import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Supervisor } from './supervisor'

/** Polls until `check` holds, or fails after `ms`. */
async function until(check: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe('Supervisor', () => {
  it('restarts a crashing child with a growing backoff and keeps the others running', async () => {
    const lines: string[] = []
    const supervisor = new Supervisor({ cwd: process.cwd(), log: (line) => lines.push(line), minBackoffMs: 20, maxBackoffMs: 80 })
    supervisor.add({ name: 'crasher', args: ['-e', 'process.exit(3)'], env: {} })
    supervisor.add({ name: 'steady', args: ['-e', 'setInterval(() => {}, 1000)'], env: {} })
    supervisor.start()
    const steadyPid = supervisor.pid('steady')
    try {
      await until(() => lines.filter((line) => line.startsWith('crasher exited')).length >= 4)
      const delays = lines.filter((line) => line.startsWith('crasher exited')).map((line) => Number(/in (\d+) ms/.exec(line)?.[1]))
      expect(delays.slice(0, 4)).toEqual([20, 40, 80, 80])
      expect(lines.filter((line) => line.startsWith('crasher exited'))[0]).toBe('crasher exited (code 3); restarting in 20 ms')
      expect(supervisor.pid('steady')).toBe(steadyPid)
    } finally {
      await supervisor.stop()
    }
  })

  it('restarts a killed child, and stops everything without restarting', async () => {
    const lines: string[] = []
    const supervisor = new Supervisor({ cwd: process.cwd(), log: (line) => lines.push(line), minBackoffMs: 10 })
    supervisor.add({ name: 'server', args: ['-e', 'setInterval(() => {}, 1000)'], env: {} })
    supervisor.start()
    const first = supervisor.pid('server')
    expect(first).toEqual(expect.any(Number))
    process.kill(first!, 'SIGKILL')
    await until(() => supervisor.pid('server') !== undefined && supervisor.pid('server') !== first)
    expect(lines).toContain('server exited (SIGKILL); restarting in 10 ms')
    await supervisor.stop()
    expect(supervisor.pid('server')).toBeUndefined()
    const count = lines.length
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(lines).toHaveLength(count)
  })
})

/** A fake part: notes its events in `file` ("<name> <event> <ms>"), drains `drainMs` on SIGTERM, or ignores it. */
function fakePart(name: string, file: string, onTerm: { drainMs: number } | 'ignore' | 'leave-grandchild'): string[] {
  const note = (event: string) =>
    `require('node:fs').appendFileSync(${JSON.stringify(file)}, '${name} ${event} ' + Date.now() + ' ' + process.pid + '\\n')`
  const term =
    onTerm === 'ignore'
      ? `() => { ${note('SIGTERM')} }`
      : onTerm === 'leave-grandchild'
        ? `() => { ${note('SIGTERM')}; process.exit(0) }`
        : `() => { ${note('SIGTERM')}; setTimeout(() => { ${note('exit')}; process.exit(0) }, ${onTerm.drainMs}) }`
  const grandchild =
    onTerm === 'leave-grandchild'
      ? `const g = require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }); ${note("grandchild-' + g.pid + '")};`
      : ''
  return ['-e', `${grandchild} process.on('SIGTERM', ${term}); setInterval(() => {}, 1000); ${note('ready')}`]
}

function events(file: string): { name: string; event: string; at: number; pid: number }[] {
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, event, at, pid] = line.split(' ')
      return { name: name!, event: event!, at: Number(at), pid: Number(pid) }
    })
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}

describe('Supervisor stop', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'supervisor-stop-'))
  })
  afterEach(() => {
    // Whatever a failed test left running (every fake part notes its pid, a grandchild its own).
    for (const { pid, event } of events(join(dir, 'events'))) {
      for (const leftover of [pid, event.startsWith('grandchild-') ? Number(event.slice('grandchild-'.length)) : 0]) {
        if (leftover && alive(leftover)) process.kill(leftover, 'SIGKILL')
      }
    }
    rmSync(dir, { recursive: true, force: true })
  })

  it('stops the parts one after another in the order they were added, each once the previous has exited', async () => {
    const file = join(dir, 'events')
    const lines: string[] = []
    const supervisor = new Supervisor({ cwd: process.cwd(), log: (line) => lines.push(line) })
    for (const name of ['site', 'api', 'realtime']) supervisor.add({ name, args: fakePart(name, file, { drainMs: 300 }), env: {} })
    supervisor.start()
    await until(() => events(file).filter((e) => e.event === 'ready').length === 3)
    const started = Date.now()
    expect(await supervisor.stop()).toBe(true)
    const took = Date.now() - started
    const order = events(file).filter((e) => e.event !== 'ready')
    expect(order.map((e) => `${e.name} ${e.event}`)).toEqual([
      'site SIGTERM',
      'site exit',
      'api SIGTERM',
      'api exit',
      'realtime SIGTERM',
      'realtime exit',
    ])
    // Each part is still running, and asked to stop only once the previous one has gone.
    for (let i = 2; i < order.length; i += 2) expect(order[i]!.at).toBeGreaterThanOrEqual(order[i - 1]!.at)
    expect(took).toBeGreaterThanOrEqual(900)
    expect(took).toBeLessThan(5000)
    for (const name of ['site', 'api', 'realtime']) expect(supervisor.pid(name)).toBeUndefined()
    expect(lines).toContain('stopping site (SIGTERM)')
    expect(lines.some((line) => /^site stopped in \d+ ms$/.test(line))).toBe(true)
  })

  it('kills a part that does not stop within its own time, then stops the next', async () => {
    const file = join(dir, 'events')
    const lines: string[] = []
    const supervisor = new Supervisor({ cwd: process.cwd(), log: (line) => lines.push(line) })
    supervisor.add({ name: 'stubborn', args: fakePart('stubborn', file, 'ignore'), env: {}, stopTimeoutMs: 400 })
    supervisor.add({ name: 'next', args: fakePart('next', file, { drainMs: 50 }), env: {} })
    supervisor.start()
    await until(() => events(file).filter((e) => e.event === 'ready').length === 2)
    const stubborn = supervisor.pid('stubborn')!
    const started = Date.now()
    expect(await supervisor.stop()).toBe(false)
    const took = Date.now() - started
    expect(took).toBeGreaterThanOrEqual(400)
    expect(took).toBeLessThan(3000)
    expect(alive(stubborn)).toBe(false)
    expect(lines).toContain('stubborn did not stop within 400 ms: killed')
    const next = events(file).find((e) => e.name === 'next' && e.event === 'SIGTERM')
    expect(next!.at - started).toBeGreaterThanOrEqual(400)
  })

  it('kills everything at once on a second stop while stopping', async () => {
    const file = join(dir, 'events')
    const supervisor = new Supervisor({ cwd: process.cwd(), log: () => {}, stopTimeoutMs: 10_000 })
    supervisor.add({ name: 'stubborn', args: fakePart('stubborn', file, 'ignore'), env: {} })
    supervisor.add({ name: 'other', args: fakePart('other', file, 'ignore'), env: {} })
    supervisor.start()
    await until(() => events(file).filter((e) => e.event === 'ready').length === 2)
    const pids = [supervisor.pid('stubborn')!, supervisor.pid('other')!]
    const started = Date.now()
    const first = supervisor.stop()
    await until(() => events(file).some((e) => e.event === 'SIGTERM'))
    const forced = supervisor.forceStop()
    expect(await forced).toBe(false)
    expect(await first).toBe(false)
    expect(Date.now() - started).toBeLessThan(3000)
    for (const pid of pids) expect(alive(pid)).toBe(false)
  })

  it('leaves no grandchild of a part behind', async () => {
    const file = join(dir, 'events')
    const supervisor = new Supervisor({ cwd: process.cwd(), log: () => {} })
    supervisor.add({ name: 'parent', args: fakePart('parent', file, 'leave-grandchild'), env: {} })
    supervisor.start()
    await until(() => events(file).some((e) => e.event === 'ready'))
    const grandchild = Number(
      events(file)
        .find((e) => e.event.startsWith('grandchild-'))!
        .event.slice('grandchild-'.length),
    )
    try {
      expect(alive(grandchild)).toBe(true)
      await supervisor.stop()
      await until(() => !alive(grandchild), 2000)
    } finally {
      if (alive(grandchild)) process.kill(grandchild, 'SIGKILL')
    }
  })

  it("stops a part when the supervisor's own process is killed", async () => {
    const file = join(dir, 'events')
    const script = join(dir, 'supervise.ts')
    writeFileSync(
      script,
      `import { Supervisor } from ${JSON.stringify(join(process.cwd(), 'server/supervisor.ts'))}
const supervisor = new Supervisor({ cwd: process.cwd(), log: () => {} })
supervisor.add({ name: 'orphan', args: ${JSON.stringify(fakePart('orphan', file, { drainMs: 50 }))}, env: {} })
supervisor.start()
`,
    )
    const host = spawn(process.execPath, ['--import', 'tsx', script], { stdio: 'ignore' })
    try {
      await until(() => events(file).some((e) => e.event === 'ready'), 10_000)
      host.kill('SIGKILL')
      await until(() => events(file).some((e) => e.name === 'orphan' && e.event === 'exit'), 5000)
    } finally {
      host.kill('SIGKILL')
    }
  })
})
