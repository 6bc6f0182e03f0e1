// A real SMTP server for tests (smtp-server, plain SMTP on loopback, port 0 unless one is asked
// for): what it accepted, by recipient, and a switch that makes it stall, taking each message
// and never answering, like a relay that hangs mid-send.
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  from: string | undefined
  to: string[]
  raw: string
}

export interface TestMailServer {
  port: number
  url: string
  /** Messages accepted, in order. */
  received: ReceivedMail[]
  /** Messages taken in full and held unanswered while `stall` was set. */
  held: number
  stall: boolean
  close(): Promise<void>
}

export async function startMailServer(options: { port?: number; stall?: boolean } = {}): Promise<TestMailServer> {
  const state = { received: [] as ReceivedMail[], held: 0, stall: options.stall ?? false }
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (state.stall) {
          state.held++
          return
        }
        state.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const port = (server.server.address() as AddressInfo).port
  return Object.assign(state, {
    port,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  })
}

/** A loopback port nothing listens on (now): a mail server that is down. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** The link token in a received message (its text part, quoted-printable undone). */
export function tokenInMessage(raw: string): string | null {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=')
  return /[?&]token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? null
}

/** Polls until `check` holds: the tests wait for a condition, never for a fixed time. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} not met within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
