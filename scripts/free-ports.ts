import { execFileSync } from 'node:child_process'

// Holds every port open until all are taken, so the ports of one call are distinct.
const probe = `
const net = require('node:net')
const count = Number(process.argv[1])
const servers = []
const take = () => {
  const server = net.createServer()
  server.listen(0, '127.0.0.1', () => {
    servers.push(server)
    if (servers.length < count) return take()
    console.log(servers.map((s) => s.address().port).join(','))
    for (const s of servers) s.close()
  })
}
take()
`

/**
 * Ports on 127.0.0.1 that nothing listens on now, chosen by the system. Synchronous, so that
 * Playwright's config (which cannot await) can use it; nothing else can take them in between
 * except a process that binds port numbers of its own choosing at that very moment.
 */
export function freePorts(count: number): number[] {
  const output = execFileSync(process.execPath, ['-e', probe, String(count)], { encoding: 'utf8' })
  return output.trim().split(',').map(Number)
}

/** One free port on 127.0.0.1 (see freePorts). */
export function freePort(): number {
  return freePorts(1)[0] as number
}
