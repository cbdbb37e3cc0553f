-- The view counter belongs to the server (security review, issue 16). Until now anyone holding the
-- publishable key could call /rest/v1/rpc/increment_post_views in a loop, past the server's guard.
-- From here on:
--   * only service_role (the server's secret key, SUPABASE_SECRET_KEY) may execute it;
--   * the database itself counts at most 300 views per post per minute, whoever calls;
--   * a call that counted nothing (draft, unknown id, over the limit) answers null, never a count.

-- Supabase has this role; a plain Postgres (tests, the embedded store) gets it here.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin bypassrls;
  end if;
end
$$;

grant usage on schema public to service_role;

-- Views counted per post and minute: the current minute's row is the rate limit. A post keeps one
-- row (its current minute): the first view of a new minute deletes the older ones.
create table public.blog_post_view_minutes (
  blog_post_id uuid not null references public.blog_posts (id) on delete cascade,
  minute timestamptz not null,
  views integer not null constraint blog_post_view_minutes_views check (views between 1 and 300),
  primary key (blog_post_id, minute)
);

-- Nobody reads or writes it through the API: only the function below (as its owner) does.
alter table public.blog_post_view_minutes enable row level security;
revoke all on public.blog_post_view_minutes from public, anon, authenticated, service_role;

-- One atomic increment of a published post's counter, returning the new count, or null when
-- nothing was counted: the post is unknown, a draft, scheduled, or already had its 300 views this
-- minute. Concurrent calls queue on the minute's row, so the limit holds exactly.
create or replace function public.increment_post_views(post_id uuid) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  this_minute timestamptz := date_trunc('minute', statement_timestamp());
  minute_views integer;
  new_count integer;
begin
  perform 1 from public.blog_posts p
  where p.id = increment_post_views.post_id and p.published_at is not null and p.published_at <= current_date;
  if not found then
    return null;
  end if;

  insert into public.blog_post_view_minutes as m (blog_post_id, minute, views)
  values (increment_post_views.post_id, this_minute, 1)
  on conflict (blog_post_id, minute) do update set views = m.views + 1 where m.views < 300
  returning m.views into minute_views;
  if minute_views is null then
    return null;
  end if;
  if minute_views = 1 then
    delete from public.blog_post_view_minutes m
    where m.blog_post_id = increment_post_views.post_id and m.minute < this_minute;
  end if;

  update public.blog_posts p
  set views_count = p.views_count + 1
  where p.id = increment_post_views.post_id
  returning p.views_count into new_count;
  return new_count;
end;
$$;

revoke execute on function public.increment_post_views(uuid) from public, anon, authenticated;
grant execute on function public.increment_post_views(uuid) to service_role;
