/**
 * The blog's categories and slugs as plain TypeScript, with no valibot: the browser needs them
 * (the category filter, a 404 for a slug that cannot exist) and must not load the validation
 * library for that. The server's schemas (./schemas.ts) are built from these same definitions.
 */
export const categories = ['guide', 'case-study', 'best-practices'] as const
export type Category = (typeof categories)[number]

export const isCategory = (value: unknown): value is Category => categories.includes(value as Category)

/** Lowercase letters, digits and single hyphens, up to 200 characters (as the database enforces). */
export const slugMaxLength = 200
export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/

export const isSlug = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= slugMaxLength && slugPattern.test(value)
