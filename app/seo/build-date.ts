/**
 * The day the site is built (UTC, `YYYY-MM-DD`): the last modification of every screen, whose
 * copy ships with the build. SOURCE_DATE_EPOCH (seconds), when set, makes a build reproducible.
 */
export function buildDate(env: Record<string, string | undefined> = process.env, now = new Date()): string {
  const epoch = Number(env.SOURCE_DATE_EPOCH)
  const date = env.SOURCE_DATE_EPOCH && Number.isFinite(epoch) ? new Date(epoch * 1000) : now
  return date.toISOString().slice(0, 10)
}
