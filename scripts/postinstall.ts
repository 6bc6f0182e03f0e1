// Runs after `npm install`. The project runs on the Node.js that the `node` package installs
// (node_modules/.bin/node, first on the PATH of every npm script), while npm itself may run on an
// older system Node.js and build better-sqlite3 for that one. A native module built for another
// Node.js ABI cannot load, so rebuild it against the headers the `node` package ships.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const loads = () =>
  spawnSync(process.execPath, ['-e', "new (require('better-sqlite3'))(':memory:').close()"], { stdio: 'ignore' }).status === 0

function headersOfThisNode(): string | undefined {
  const require = createRequire(import.meta.url)
  try {
    const fromNodePackage = createRequire(require.resolve('node/package.json'))
    const dir = dirname(fromNodePackage.resolve(`node-${process.platform}-${process.arch}/package.json`))
    return existsSync(join(dir, 'include/node/node.h')) ? dir : undefined
  } catch {
    return undefined
  }
}

if (!loads()) {
  const nodedir = headersOfThisNode()
  console.log(`Building better-sqlite3 for Node.js ${process.version}${nodedir ? ` (headers: ${nodedir})` : ''}…`)
  const rebuild = spawnSync('npm', ['rebuild', 'better-sqlite3', ...(nodedir ? [`--nodedir=${nodedir}`] : [])], { stdio: 'inherit' })
  if (rebuild.status !== 0 || !loads()) {
    console.error(`better-sqlite3 does not load on Node.js ${process.version}; the reference API cannot start.`)
    process.exit(1)
  }
}
