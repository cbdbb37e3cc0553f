import { type ScreenRoute, screens } from '../../app.config.ts'

const screenMatchers = (Object.keys(screens) as ScreenRoute[]).map((route) => ({
  route,
  regex: new RegExp(`^${route.replace(/[.*+?^{}()|[\]\\]/g, '\\$&').replace(/\\?\$[A-Za-z0-9_]+/g, '[^/]+')}$`),
}))

/** Which screen an internal (canonical Spanish) pathname shows, if any. */
export function screenOf(internalPathname: string): ScreenRoute | undefined {
  return screenMatchers.find((m) => m.regex.test(internalPathname))?.route
}
