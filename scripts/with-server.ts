import { type ChildProcess, spawn } from 'node:child_process'

export type StopServer = (() => Promise<void>) & { pid: number; logs: string[] }

/**
 * Starts the production server (dist/, as `npm start` runs it) on a port of 127.0.0.1, waits for
 * it, and returns a stop (which also carries the server's process id).
 */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  options: { captureLogs?: boolean; demo?: boolean; cwd?: string } = {},
): Promise<StopServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    options.demo === false ? ['scripts/serve.ts'] : ['scripts/serve.ts', '--demo'],
    {
      // Another checkout's build (`npm run bench -- --baseline DIR`) is served from its own folder.
      cwd: options.cwd,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
      stdio: ['ignore', options.captureLogs ? 'pipe' : 'ignore', options.captureLogs ? 'pipe' : 'inherit'],
    },
  )
  // With captureLogs, every line the server writes (stdout and stderr), for tests that read them.
  const logs: string[] = []
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8')
    stream?.on('data', (chunk: string) => logs.push(...chunk.split('\n').filter(Boolean)))
  }
  const deadline = Date.now() + 20_000
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/robots.txt`)
      await response.arrayBuffer()
      if (response.ok) break
    } catch {}
    if (Date.now() > deadline) throw new Error(`The server did not start on port ${port}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000)
      child.once('exit', () => {
        clearTimeout(force)
        resolve()
      })
      child.kill('SIGTERM')
    })
  return Object.assign(stop, { pid: child.pid ?? 0, logs })
}
