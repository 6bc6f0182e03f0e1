// The bench's static baseline (`npm run bench`), in a process of its own so that it shares nothing
// with the load generator: one file's bytes, read once, answered to every request with
// `Content-Type: text/html`, a Content-Length and keep-alive — what nginx serving a pre-compressed
// file (gzip_static) would do. The bench writes the file from the SSR page it measures, compressed
// as the SSR answer was, and passes that encoding on.
//   node --import tsx scripts/bench-static.ts <file> <port> [content-encoding]
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const [file, port, encoding] = process.argv.slice(2)
if (!file || !port) {
  console.error('usage: bench-static.ts <file> <port> [content-encoding]')
  process.exit(2)
}
const body = readFileSync(file)
const headers: Record<string, string | number> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Length': body.length,
  ...(encoding && encoding !== 'identity' ? { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' } : {}),
}

const server = createServer({ keepAliveTimeout: 5_000 }, (_req, res) => {
  res.writeHead(200, headers)
  res.end(body)
})
process.on('SIGTERM', () => {
  server.closeAllConnections()
  server.close(() => process.exit(0))
})
// Gone with the bench, even if the bench was killed.
const parent = process.ppid
setInterval(() => {
  if (process.ppid !== parent) process.exit(0)
}, 500).unref()
server.listen(Number(port), () => console.log(`[bench-static] listening on port ${port}`))
