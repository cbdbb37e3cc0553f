import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'

/** Every file the browser can download from the production build. */
function clientFiles(dir = 'dist/client'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? clientFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

test('the client bundle holds no database key or server-only configuration', () => {
  const text = clientFiles()
    .filter((file) => /\.(js|css|html|json|txt)$/.test(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n')
  for (const secret of [
    'SUPABASE_PUBLISHABLE_KEY',
    'SUPABASE_ANON_KEY',
    'SUPABASE_SECRET_KEY',
    'SUPABASE_URL',
    'sb_publishable_',
    'sb_secret_',
    'service_role',
    'BLOG_DATA_DIR',
  ]) {
    expect(text, secret).not.toContain(secret)
  }
  // The server code that reads them is not in the bundle either.
  expect(text).not.toContain('increment_post_views')
  expect(text).not.toContain('@electric-sql/pglite')
  // Nor the server-side CSP machinery (the nonce header is read on the server only).
  expect(text).not.toContain('x-csp-nonce')
})
