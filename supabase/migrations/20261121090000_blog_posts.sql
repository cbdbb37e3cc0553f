-- The resources blog (SPEC §3). Readable by the public site through the anon role, published
-- rows only; written by editors in Supabase's table editor (docs/editing-posts.md).

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique
    constraint blog_posts_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 200),
  category text not null
    constraint blog_posts_category check (category in ('guide', 'case-study', 'best-practices')),
  image_url text,
  seo_score integer not null default 0 constraint blog_posts_seo_score check (seo_score between 0 and 100),
  views_count integer not null default 0 constraint blog_posts_views_count check (views_count >= 0),
  -- null = draft; a future date = scheduled, shown from that day.
  published_at date,
  title_es text, title_en text, title_fr text, title_de text, title_ru text,
  excerpt_es text, excerpt_en text, excerpt_fr text, excerpt_de text, excerpt_ru text,
  content_es text, content_en text, content_fr text, content_de text, content_ru text,
  meta_description_es text, meta_description_en text, meta_description_fr text, meta_description_de text, meta_description_ru text,
  keywords text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A published post exists in all five languages; a draft may be partial.
  constraint blog_posts_published_complete check (
    published_at is null or (
      coalesce(btrim(title_es), '') <> '' and coalesce(btrim(title_en), '') <> '' and coalesce(btrim(title_fr), '') <> ''
      and coalesce(btrim(title_de), '') <> '' and coalesce(btrim(title_ru), '') <> ''
      and coalesce(btrim(excerpt_es), '') <> '' and coalesce(btrim(excerpt_en), '') <> '' and coalesce(btrim(excerpt_fr), '') <> ''
      and coalesce(btrim(excerpt_de), '') <> '' and coalesce(btrim(excerpt_ru), '') <> ''
      and coalesce(btrim(content_es), '') <> '' and coalesce(btrim(content_en), '') <> '' and coalesce(btrim(content_fr), '') <> ''
      and coalesce(btrim(content_de), '') <> '' and coalesce(btrim(content_ru), '') <> ''
      and coalesce(btrim(meta_description_es), '') <> '' and coalesce(btrim(meta_description_en), '') <> ''
      and coalesce(btrim(meta_description_fr), '') <> '' and coalesce(btrim(meta_description_de), '') <> ''
      and coalesce(btrim(meta_description_ru), '') <> ''
    )
  )
);

-- The list: published posts, newest first. The article: one row by slug (the unique index).
create index blog_posts_published_at_idx on public.blog_posts (published_at desc) where published_at is not null;

-- Only content changes move updated_at (the sitemap's lastmod); counting a view does not.
create function public.blog_posts_touch_updated_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  if (to_jsonb(new) - 'views_count' - 'updated_at') is distinct from (to_jsonb(old) - 'views_count' - 'updated_at') then
    new.updated_at := now();
  end if;
  return new;
end;
$$;

create trigger blog_posts_touch_updated_at
  before update on public.blog_posts
  for each row execute function public.blog_posts_touch_updated_at();
