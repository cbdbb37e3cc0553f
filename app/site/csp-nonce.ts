import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestHeader } from '@tanstack/react-start/server'

/**
 * The request header that carries a render's nonce from the server entry (app/server.ts, which
 * always sets or removes it, so a visitor cannot choose it) to the router's `ssr.nonce`.
 */
export const nonceHeader = 'x-csp-nonce'

/** This render's nonce on the server; nothing in the browser (the framework reads its own copy). */
export const renderNonce = createIsomorphicFn()
  .server(() => getRequestHeader(nonceHeader) || undefined)
  .client((): string | undefined => undefined)
