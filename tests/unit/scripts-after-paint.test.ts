import { describe, expect, it } from 'vitest'
import { scriptsAfterPaint } from '../../app/site/scripts-after-paint'

const page = (body: string) =>
  `<!DOCTYPE html><html lang="es"><head><link rel="stylesheet" href="/assets/styles.css"/><link rel="modulepreload" href="/assets/index.js" fetchPriority="low"/><link rel="modulepreload" href="/assets/app.js" fetchPriority="low"/><link rel="modulepreload" href="/assets/routes.js?v=1&amp;x=2" fetchPriority="low"/><link rel="preload" as="font" href="/assets/font.woff2"/></head><body>${body}</body></html>`

describe('scripts after the first paint', () => {
  const entry = '<script type="module" async="" nonce="N0" src="/assets/index.js"></script>'
  const out = scriptsAfterPaint(page(`<main>Hola</main>${entry}<script nonce="N0">boundary()</script>`), 'N0')

  it('takes the module preloads out of the head and keeps the other links', () => {
    expect(out).not.toContain('<link rel="modulepreload"')
    expect(out).toContain('<link rel="stylesheet" href="/assets/styles.css"/>')
    expect(out).toContain('<link rel="preload" as="font" href="/assets/font.woff2"/>')
  })

  it('leaves the entry in place as an inert data block, its src and async kept as data- attributes', () => {
    expect(out).toContain(
      '<script type="text/x-after-paint" data-async="" nonce="N0" data-src="/assets/index.js"></script>',
    )
    expect(out).not.toMatch(/type="module"/)
    // A data block with src or async is invalid HTML (W3C Nu HTML Checker).
    expect(out).not.toMatch(/<script type="text\/x-after-paint"[^>]*\s(src|async)=/)
  })

  it('adds one loader with the nonce that reads the entry from data-src, with each preload once, decoded', () => {
    const loaders = [...out.matchAll(/<script nonce="N0">(\(function\(u\)[\s\S]*?)<\/script>/g)]
    expect(loaders).toHaveLength(1)
    expect(loaders[0]?.[1]).toContain('(["/assets/app.js","/assets/routes.js?v=1&x=2"])')
    expect(loaders[0]?.[1]).toContain('e.dataset.src')
    expect(loaders[0]?.[1]).toContain('document.currentScript.remove()')
    // Right after the entry, before the framework's own closing script.
    expect(out.indexOf('x-after-paint')).toBeLessThan(out.indexOf('(function(u)'))
    expect(out.indexOf('(function(u)')).toBeLessThan(out.indexOf('boundary()'))
  })

  it('cannot close its script element, whatever a URL holds', () => {
    const hostile = page('<script type="module" async="" src="/assets/x.js"></script>').replace(
      '/assets/app.js',
      '/assets/a<!--<x.js',
    )
    const result = scriptsAfterPaint(hostile, 'N1')
    const loader = /<script nonce="N1">([\s\S]*?)<\/script>/.exec(result)?.[1] ?? ''
    expect(loader).toContain('/assets/a\\u003c!--\\u003cx.js')
    expect(loader).not.toContain('<')
  })

  it('leaves a page without a module entry as it was', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><p>Error</p></body></html>'
    expect(scriptsAfterPaint(plain, 'N2')).toBe(plain)
  })
})
