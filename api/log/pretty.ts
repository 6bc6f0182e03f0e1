// Development log lines, one readable line per entry: `10:00:00.123 INFO  [api] message key=value`,
// with an error's stack indented below it. Production writes pino's JSON unchanged; this saves a
// pretty-printer dependency for what a terminal needs.

/** Shown in the line's head, or not at all (pid and hostname say nothing on a developer's machine). */
const HEAD = new Set(['time', 'level', 'msg', 'component', 'pid', 'hostname', 'err'])

function show(value: unknown): string {
  return typeof value === 'string' && value !== '' && !/[\s"=]/.test(value) ? value : JSON.stringify(value)
}

export function prettyLine(entry: Record<string, unknown>): string {
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 23) : ''
  const level = String(entry.level ?? '')
    .toUpperCase()
    .padEnd(5)
  const component = typeof entry.component === 'string' ? `[${entry.component}] ` : ''
  const fields = Object.entries(entry)
    .filter(([key, value]) => !HEAD.has(key) && value !== undefined)
    .map(([key, value]) => ` ${key}=${show(value)}`)
  const err = entry.err as { message?: unknown; stack?: unknown } | undefined
  if (err && typeof err.stack !== 'string' && err.message !== undefined) fields.push(` error=${show(err.message)}`)
  const stack = err && typeof err.stack === 'string' ? `\n    ${err.stack.replace(/\n/g, '\n    ')}` : ''
  return `${time} ${level} ${component}${String(entry.msg ?? '')}${fields.join('')}${stack}\n`
}
