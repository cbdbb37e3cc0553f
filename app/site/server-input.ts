import * as v from 'valibot'

/**
 * A server function's input check: the valibot schema, failing as an HTTP 400 with a short JSON
 * answer, so a call of the wrong shape is the caller's error, not a 500 and not a 200 carrying an
 * error. The check runs on the server only. Start answers a Response thrown by the validator as
 * it is (the browser's call rejects with it), and the server entry logs it as one line.
 */
export function validInput<const S extends v.GenericSchema>(schema: S) {
  return (input: v.InferInput<S>): v.InferOutput<S> => {
    const result = v.safeParse(schema, input)
    if (result.success) return result.output
    const message = `Invalid input: ${result.issues[0]?.message ?? 'wrong shape'}`
    throw new Response(JSON.stringify({ error: 'Bad request', message }), {
      status: 400,
      statusText: 'Bad Request',
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
    })
  }
}
