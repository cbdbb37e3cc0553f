import { logLine, logPath } from '../log.server'

/** A server-function call that is not ours: one sanitized log line and a 400, never a stack trace. */
export function badRequest(request: Request, error?: unknown): Response {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  console.warn(logLine(`400 ${logPath(request.url)}`, message))
  return new Response(JSON.stringify({ error: 'Bad request' }), {
    status: 400,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  })
}
