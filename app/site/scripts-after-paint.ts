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
 * `modulepreload` links leave the head and the entry becomes an inert data block (`type` is no
 * longer `module`, so the browser neither fetches nor runs it). A data block may not carry `src`
 * or `async` (the W3C Nu HTML Checker rejects them, issue 22), so they become `data-src` and
 * `data-async`. A small inline script right after it, stamped with the render's nonce so that the
 * page's CSP hashes it, puts `src` and `async` back at once (on a script of that type setting
 * `src` fetches nothing; a script's `src` is a Trusted Types sink, so it goes through a policy that
 * accepts that one URL and nothing else), waits until the page's text has painted
 * (`afterPaintLoader`), then adds the same preloads and imports the entry.
 *
 * React and the router find what they expect: by the time they run the entry has its `async` and
 * `src` again (the router's script check looks it up by `src`), and the loader has removed itself.
 */
import { serializeJsonLd } from '../seo/json-ld'

/** The type of the inert entry: not a script type, so the browser neither fetches nor runs it. */
export const inertEntryType = 'text/x-after-paint'

/**
 * What the loader runs. It reads the entry from the inert element's `data-src` and gives it back
 * its `src` and `async`; `preloads` are the entry's chunks. It waits for the text font (a text
 * paint waits for it, up to the block period of `font-display: optional`) and the first
 * largest-contentful-paint entry where the browser reports them, then for the next frame; after
 * three seconds it goes in any case (a tab that does not paint, a browser without fonts).
 */
export const afterPaintLoader = (preloads: readonly string[]) =>
  `(function(u){var e=document.querySelector('script[type="${inertEntryType}"]'),s=e.dataset.src,t=window.trustedTypes,d=0;e.setAttribute("src",t?t.createPolicy("after-paint",{createScriptURL:function(x){if(x!==s)throw Error(x);return x}}).createScriptURL(s):s);if("async" in e.dataset)e.setAttribute("async","");function go(){if(d)return;d=1;u.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});import(s)}var P=window.PerformanceObserver,f=document.fonts?document.fonts.ready:0,p=P&&(P.supportedEntryTypes||[]).indexOf("largest-contentful-paint")>=0?new Promise(function(r){new P(function(l,o){o.disconnect();r()}).observe({type:"largest-contentful-paint",buffered:true})}):0;Promise.all([f,p]).then(function(){requestAnimationFrame(function(){setTimeout(go)})});setTimeout(go,3000)})(${serializeJsonLd(preloads)});document.currentScript.remove()`

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
  const inertAttributes = (entry[1] ?? '')
    .replace(/\btype="module"/, `type="${inertEntryType}"`)
    .replace(/(^|\s)src="/, '$1data-src="')
    .replace(/(^|\s)async(="[^"]*")?(?=\s|$)/, '$1data-async=""')
  const inert = `<script${inertAttributes}></script>`
  const loader = `<script nonce="${nonce}">${afterPaintLoader(preloads)}</script>`
  return withoutPreloads.replace(entryScript, () => inert + loader)
}

function attribute(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1]
  return value?.replaceAll('&amp;', '&')
}
