import { readFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { blogSqlFiles } from '../../app/data/sql-files.server.ts'
import { type Locale, locales } from '../../app.config.ts'

/**
 * Every piece of copy a visitor reads, in every language, keyed the same way in each: the
 * messages (`message:<key>`) and the published posts from supabase/seed.sql loaded into a real
 * Postgres (`post:<slug>:<field>`). The copy tests compare each language with the Spanish.
 */
export const localeCodes = locales.map((locale) => locale.code) as Locale[]
export type CopyUnit = { id: string; texts: Record<Locale, string> }

const postFields = ['title', 'excerpt', 'meta_description', 'content'] as const
export type PostField = (typeof postFields)[number]

export function readMessages(code: Locale): Record<string, string> {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(`messages/${code}.json`, 'utf8'))
  return messages
}

export function messageUnits(): CopyUnit[] {
  const all = Object.fromEntries(localeCodes.map((code) => [code, readMessages(code)])) as Record<
    Locale,
    Record<string, string>
  >
  return Object.keys(all.es).map((key) => ({
    id: `message:${key}`,
    texts: Object.fromEntries(localeCodes.map((code) => [code, all[code][key] ?? ''])) as Record<Locale, string>,
  }))
}

let posts: Promise<CopyUnit[]> | undefined

/** The published posts exactly as the site reads them: the migrations and the seed in PGlite. */
export function postUnits(): Promise<CopyUnit[]> {
  posts ??= loadPostUnits()
  return posts
}

async function loadPostUnits(): Promise<CopyUnit[]> {
  const db = await PGlite.create('memory://')
  try {
    const { migrations, seed } = blogSqlFiles()
    for (const sql of migrations) await db.exec(sql)
    await db.exec(seed)
    const { rows } = await db.query<Record<string, string>>(
      'select * from public.blog_posts where published_at is not null order by slug',
    )
    return rows.flatMap((row) =>
      postFields.map((field) => ({
        id: `post:${row.slug}:${field}`,
        texts: Object.fromEntries(localeCodes.map((code) => [code, row[`${field}_${code}`] ?? ''])) as Record<
          Locale,
          string
        >,
      })),
    )
  } finally {
    await db.close()
  }
}
