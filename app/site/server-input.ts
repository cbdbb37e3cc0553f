import * as v from 'valibot'

/**
 * A server function's input check: the valibot schema, failing as an HTTP 400 (an error with a
 * status, which Start answers with that status and does not log as a crash), so a call of the
 * wrong shape is the caller's error, not a 500 with a stack trace in the logs.
 */
export function validInput<const S extends v.GenericSchema>(schema: S) {
  return (input: v.InferInput<S>): v.InferOutput<S> => {
    const result = v.safeParse(schema, input)
    if (result.success) return result.output
    throw Object.assign(new Error(`Invalid input: ${result.issues[0]?.message ?? 'wrong shape'}`), {
      status: 400,
      statusText: 'Bad Request',
    })
  }
}
