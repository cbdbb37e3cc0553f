-- Who may do what with blog posts. The site reads as the anon role (publishable key); editors
-- work in the Supabase dashboard, which bypasses row-level security.

-- Supabase has these roles; a plain Postgres (tests, the embedded store) gets them here.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin;
  end if;
end
$$;

alter table public.blog_posts enable row level security;

-- Visitors see published posts from their publication day on: never drafts, never early.
create policy "Published posts are public"
  on public.blog_posts for select
  to anon, authenticated
  using (published_at is not null and published_at <= current_date);

grant usage on schema public to anon, authenticated;
-- Supabase grants everything on new tables to anon by default: take writing back explicitly.
revoke all on public.blog_posts from anon, authenticated;
grant select on public.blog_posts to anon, authenticated;

-- One atomic increment of a published post's counter, returning the new count (null when the
-- post is unknown or not published). It replaces a read-then-write that loses concurrent views.
create function public.increment_post_views(post_id uuid) returns integer
language sql
security definer
set search_path = ''
as $$
  update public.blog_posts
  set views_count = views_count + 1
  where id = post_id and published_at is not null and published_at <= current_date
  returning views_count;
$$;

revoke execute on function public.increment_post_views(uuid) from public;
grant execute on function public.increment_post_views(uuid) to anon, authenticated;
