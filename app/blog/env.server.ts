import { parseBlogEnv } from '../site/blog-env.server'

// The blog's settings, checked with the rest of the environment (app/site/deploy-env.server.ts).
export { parseBlogEnv, supabaseKeyRole } from '../site/blog-env.server'

export const blogEnv = parseBlogEnv(process.env)
