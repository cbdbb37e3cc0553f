// `npm test`: every check, in order, stopping at the first that fails, then the time each took.
//
//   npm test                      everything (what CI runs)
//   npm test -- --from e2e        from one stage on (after a build, say), by its name below
import { spawnSync } from 'node:child_process'

const stages: [name: string, command: string][] = [
  ['generate', 'npm run generate'],
  ['typecheck', 'tsc --noEmit'],
  ['lint', 'npm run lint'],
  ['messages', 'npm run check:messages'],
  // Import cycles and the layers' direction (.dependency-cruiser.cjs).
  ['layers', 'npm run check:layers'],
  ['unit', 'npm run test:unit'],
  ['build', 'npm run build:dist'],
  ['seo', 'npm run check:seo'],
  ['html', 'npm run check:html'],
  ['size', 'npm run size'],
  ['e2e', 'npm run test:e2e'],
  ['audit', 'npm run audit:ci'],
  ['netlify', 'npm run build:netlify:dist'],
]

const fromIndex = process.argv.indexOf('--from')
const from = fromIndex >= 0 ? process.argv[fromIndex + 1] : undefined
const first = from ? stages.findIndex(([name]) => name === from) : 0
if (first < 0) {
  console.error(`npm test: no stage named "${from}"; the stages are ${stages.map(([name]) => name).join(', ')}`)
  process.exit(2)
}

const times: [string, number, boolean][] = []
for (const [name, command] of stages.slice(first)) {
  console.log(`\n── npm test: ${name} (${command})`)
  const start = performance.now()
  const run = spawnSync(command, { shell: true, stdio: 'inherit' })
  const ok = run.status === 0
  times.push([name, (performance.now() - start) / 1000, ok])
  if (!ok) break
}

const total = times.reduce((sum, [, seconds]) => sum + seconds, 0)
console.log('\nnpm test, time per stage:')
for (const [name, seconds, ok] of times) {
  console.log(`  ${name.padEnd(10)} ${seconds.toFixed(1).padStart(7)} s${ok ? '' : '  FAILED'}`)
}
console.log(`  ${'total'.padEnd(10)} ${total.toFixed(1).padStart(7)} s`)
process.exit(times.every(([, , ok]) => ok) ? 0 : 1)
