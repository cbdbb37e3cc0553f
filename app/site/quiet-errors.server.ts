import { AsyncLocalStorage } from 'node:async_hooks'

const scope = new AsyncLocalStorage<string[]>()
let installed = false

/**
 * Runs `work` (one server-function call) with its `console.error` output caught, each message
 * flattened to one line without a stack. The framework logs every call it refuses (an unknown
 * function id, a body that is not JSON, broken multipart) as a multi-line stack trace; the server
 * entry logs one line per refused call instead, with the first of these messages as the reason.
 */
export async function withQuietErrors<T>(work: () => Promise<T>): Promise<{ value: T; errors: string[] }> {
  if (!installed) {
    installed = true
    const original = console.error.bind(console)
    console.error = (...args: unknown[]) => {
      const caught = scope.getStore()
      if (caught) caught.push(oneLine(args))
      else original(...args)
    }
  }
  const errors: string[] = []
  const value = await scope.run(errors, work)
  return { value, errors }
}

function oneLine(args: unknown[]): string {
  const text = args
    .map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg)))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > 160 ? `${text.slice(0, 160)}…` : text
}
