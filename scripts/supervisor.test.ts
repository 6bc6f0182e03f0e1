import { describe, expect, it } from 'vitest'
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
