/**
 * Scripts after the first paint (issue 13, docs/decisions/011-scripts-after-first-paint.md).
 *
 * The framework asks for every chunk of the page in the document's head (`modulepreload`) and
 * starts the entry as soon as it is parsed, so on a slow phone the page's JavaScript (about
 * 130 KB gzipped, React and the router being most of it) shares the network with the stylesheet,
 * the font and the hero picture that the first paint waits for. The page is complete HTML
 * without JavaScript, so nothing needs the scripts before that paint.
 *
 * This rewrites a rendered page so that its scripts are asked for after the first paint: the
 * `modulepreload` links leave the head and the entry becomes inert (`type` is no longer
 * `module`, so the browser neither fetches nor runs it). A small inline script, stamped with the
 * render's nonce so that the page's CSP hashes it, waits until the page's text has painted
 * (`afterPaintLoader`), then adds the same preloads and imports the entry.
 *
 * React and the router find what they expect: the inert entry keeps its `async` and `src` (the
 * router's script check and React's script resources look it up by `src`), and the loader removes
 * itself before hydration starts.
 */
import { serializeJsonLd } from '../seo/json-ld'

/**
 * What the loader runs: `urls[0]` is the entry, the rest are its preloads. It waits for the text
 * font (a text paint waits for it, up to the block period of `font-display: optional`) and the
 * first largest-contentful-paint entry where the browser reports them, then for the next frame;
 * after three seconds it goes in any case (a tab that does not paint, a browser without fonts).
 */
export const afterPaintLoader = (urls: readonly string[]) =>
  `(function(u){var d=0;function go(){if(d)return;d=1;u.slice(1).forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});import(u[0])}var P=window.PerformanceObserver,f=document.fonts?document.fonts.ready:0,p=P&&(P.supportedEntryTypes||[]).indexOf("largest-contentful-paint")>=0?new Promise(function(r){new P(function(l,o){o.disconnect();r()}).observe({type:"largest-contentful-paint",buffered:true})}):0;Promise.all([f,p]).then(function(){requestAnimationFrame(function(){setTimeout(go)})});setTimeout(go,3000)})(${serializeJsonLd(urls)});document.currentScript.remove()`

const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*>/g
const entryScript = /<script\b([^>]*\btype="module"[^>]*)><\/script>/

/**
 * The page with its scripts loaded after the first paint; unchanged when it has no module entry
 * (an error page, a page rendered without scripts).
 */
export function scriptsAfterPaint(html: string, nonce: string): string {
  const entry = entryScript.exec(html)
  const entrySrc = entry?.[1] ? attribute(entry[1], 'src') : undefined
  if (!entry || !entrySrc) return html
  const preloads: string[] = []
  const withoutPreloads = html.replace(modulePreload, (tag) => {
    const href = attribute(tag, 'href')
    if (href && href !== entrySrc && !preloads.includes(href)) preloads.push(href)
    return ''
  })
  const inert = `<script${(entry[1] ?? '').replace(/\btype="module"/, 'type="text/x-after-paint"')}></script>`
  const loader = `<script nonce="${nonce}">${afterPaintLoader([entrySrc, ...preloads])}</script>`
  return withoutPreloads.replace(entryScript, () => inert + loader)
}

function attribute(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1]
  return value?.replaceAll('&amp;', '&')
}
