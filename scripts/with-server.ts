import { type ChildProcess, spawn } from 'node:child_process'

/** Starts the production server (dist/) on a port of 127.0.0.1, waits for it, and returns a stop. */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<() => Promise<void>> {
  const child: ChildProcess = spawn(process.execPath, ['scripts/serve.ts', '--demo'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deadline = Date.now() + 20_000
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/robots.txt`)
      if (response.ok) break
    } catch {}
    if (Date.now() > deadline) throw new Error(`The server did not start on port ${port}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return () =>
    new Promise((resolve) => {
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000)
      child.once('exit', () => {
        clearTimeout(force)
        resolve()
      })
      child.kill('SIGTERM')
    })
}
