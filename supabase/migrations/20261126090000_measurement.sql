-- First-party, cookie-less measurement (issue 24): what the site's pages report through /m, and
-- daily totals kept after the raw events are pruned. Nothing here names a visitor: no address, no
-- user agent, no full referrer, no identifier; the server adds only the minute it received a batch.
--
-- Who may do what: only the server, with the secret key (service_role), records and reads. The
-- publishable key (anon, authenticated) can neither read nor write the tables, nor call the
-- functions: row-level security is on with no policy, and every privilege is revoked.

create table public.measurement_events (
  id bigint generated always as identity primary key,
  received_at timestamptz not null default date_trunc('minute', statement_timestamp()),
  kind text not null
    constraint measurement_events_kind check (kind in ('landing', 'view', 'quote', 'quote-outcome', 'estimate', 'link', 'vital')),
  page text not null constraint measurement_events_page check (page ~ '^(/[a-z0-9$._-]*)+$|^not-found$' and length(page) <= 80),
  lang text not null constraint measurement_events_lang check (lang ~ '^[a-z]{2}$'),
  device text constraint measurement_events_device check (device in ('phone', 'tablet', 'desktop')),
  ref_host text constraint measurement_events_ref_host check (ref_host ~ '^[a-z0-9.-]{1,253}$'),
  source text constraint measurement_events_source check (length(source) <= 100),
  medium text constraint measurement_events_medium check (length(medium) <= 100),
  campaign text constraint measurement_events_campaign check (length(campaign) <= 100),
  gclid boolean not null default false,
  button text constraint measurement_events_button check (button ~ '^[a-z-]{1,40}$'),
  outcome text constraint measurement_events_outcome check (outcome in ('popup', 'contact', 'submitted')),
  finish text constraint measurement_events_finish check (finish in ('basic', 'standard', 'premium')),
  link_kind text constraint measurement_events_link_kind check (link_kind in ('phone', 'email', 'whatsapp', 'financing')),
  template text constraint measurement_events_template check (template ~ '^[a-z-]{1,40}$'),
  vital text constraint measurement_events_vital check (vital in ('LCP', 'INP', 'CLS')),
  value real constraint measurement_events_value check (value >= 0 and value <= 600000)
);

-- The report reads a period, the pruning deletes the oldest days: both by time.
create index measurement_events_received_at_idx on public.measurement_events (received_at);

-- Daily totals, kept after the raw events of a day are pruned (90 days). One row per day and
-- combination of what the events say; '' where an event does not say it. Vitals keep their p75.
create table public.measurement_daily (
  day date not null,
  kind text not null,
  page text not null,
  lang text not null,
  device text not null default '',
  ref_host text not null default '',
  source text not null default '',
  medium text not null default '',
  campaign text not null default '',
  gclid boolean not null default false,
  button text not null default '',
  outcome text not null default '',
  finish text not null default '',
  link_kind text not null default '',
  template text not null default '',
  vital text not null default '',
  events integer not null constraint measurement_daily_events check (events > 0),
  p75 real,
  primary key (day, kind, page, lang, device, ref_host, source, medium, campaign, gclid, button, outcome, finish, link_kind, template, vital)
);

alter table public.measurement_events enable row level security;
alter table public.measurement_daily enable row level security;
-- Supabase grants everything on new tables to anon and authenticated by default: take it back.
revoke all on public.measurement_events, public.measurement_daily from public, anon, authenticated;
grant select, insert on public.measurement_events, public.measurement_daily to service_role;

-- One batch of events from the server's queue (a JSON array of rows), in one statement. Answers
-- how many were recorded. A malformed row fails the whole call (the table's checks).
create function public.record_measurement_events(events jsonb) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  recorded integer;
begin
  if jsonb_typeof(events) <> 'array' or jsonb_array_length(events) > 5000 then
    raise exception 'record_measurement_events: an array of at most 5000 events';
  end if;
  insert into public.measurement_events
    (received_at, kind, page, lang, device, ref_host, source, medium, campaign, gclid, button, outcome, finish, link_kind, template, vital, value)
  select date_trunc('minute', coalesce(e.received_at, statement_timestamp())), e.kind, e.page, e.lang, e.device,
    e.ref_host, e.source, e.medium, e.campaign, coalesce(e.gclid, false), e.button, e.outcome, e.finish, e.link_kind,
    e.template, e.vital, e.value
  from jsonb_to_recordset(events) as e(
    received_at timestamptz, kind text, page text, lang text, device text, ref_host text, source text, medium text,
    campaign text, gclid boolean, button text, outcome text, finish text, link_kind text, template text, vital text,
    value real
  );
  get diagnostics recorded = row_count;
  return recorded;
end;
$$;

-- Rolls the raw events of every finished day still kept into daily totals (again, if late events
-- arrived), then prunes the raw events older than 90 days. Safe to call any number of times.
create function public.maintain_measurement() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  today date := (statement_timestamp() at time zone 'UTC')::date;
  pruned integer;
begin
  insert into public.measurement_daily as d
    (day, kind, page, lang, device, ref_host, source, medium, campaign, gclid, button, outcome, finish, link_kind, template, vital, events, p75)
  select (e.received_at at time zone 'UTC')::date, e.kind, e.page, e.lang, coalesce(e.device, ''), coalesce(e.ref_host, ''),
    coalesce(e.source, ''), coalesce(e.medium, ''), coalesce(e.campaign, ''), e.gclid, coalesce(e.button, ''),
    coalesce(e.outcome, ''), coalesce(e.finish, ''), coalesce(e.link_kind, ''), coalesce(e.template, ''),
    coalesce(e.vital, ''), count(*)::integer,
    percentile_cont(0.75) within group (order by e.value) filter (where e.kind = 'vital')
  from public.measurement_events e
  where e.received_at < (today::timestamp at time zone 'UTC')
  group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16
  on conflict (day, kind, page, lang, device, ref_host, source, medium, campaign, gclid, button, outcome, finish, link_kind, template, vital)
  do update set events = excluded.events, p75 = excluded.p75;

  delete from public.measurement_events e where e.received_at < ((today - 90)::timestamp at time zone 'UTC');
  get diagnostics pruned = row_count;
  return pruned;
end;
$$;

-- The panel's report for the last `days` days (7, 30 or 90, today included, in UTC), as one JSON
-- document: the same answer on the embedded store and on Supabase.
create function public.measurement_report(days integer) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  today date := (statement_timestamp() at time zone 'UTC')::date;
  since timestamptz;
  report jsonb;
begin
  if days is null or days not in (7, 30, 90) then
    raise exception 'measurement_report: days must be 7, 30 or 90';
  end if;
  since := ((today - (days - 1))::timestamp at time zone 'UTC');

  with ev as (select * from public.measurement_events where received_at >= since),
  funnel as (select * from ev where kind in ('landing', 'quote'))
  select jsonb_build_object(
    'days', days,
    'from', (today - (days - 1))::text,
    'to', today::text,
    'totals', (select jsonb_build_object(
      'landings', count(*) filter (where kind = 'landing'),
      'views', count(*) filter (where kind = 'view'),
      'quotes', count(*) filter (where kind = 'quote')) from ev),
    'byPage', (select coalesce(jsonb_agg(jsonb_build_object('key', page, 'landings', l, 'quotes', q) order by l desc, q desc, page), '[]')
      from (select page, count(*) filter (where kind = 'landing') l, count(*) filter (where kind = 'quote') q from funnel group by page) t),
    'byLang', (select coalesce(jsonb_agg(jsonb_build_object('key', lang, 'landings', l, 'quotes', q) order by l desc, q desc, lang), '[]')
      from (select lang, count(*) filter (where kind = 'landing') l, count(*) filter (where kind = 'quote') q from funnel group by lang) t),
    'byDevice', (select coalesce(jsonb_agg(jsonb_build_object('key', device, 'landings', l, 'quotes', q) order by l desc, q desc, device), '[]')
      from (select coalesce(device, '') device, count(*) filter (where kind = 'landing') l, count(*) filter (where kind = 'quote') q from funnel group by 1) t),
    'byCampaign', (select coalesce(jsonb_agg(jsonb_build_object('source', source, 'medium', medium, 'campaign', campaign, 'gclid', gclid, 'landings', l, 'quotes', q)
        order by l desc, q desc, source, medium, campaign, gclid), '[]')
      from (select coalesce(source, '') source, coalesce(medium, '') medium, coalesce(campaign, '') campaign, gclid,
          count(*) filter (where kind = 'landing') l, count(*) filter (where kind = 'quote') q
        from funnel group by 1, 2, 3, 4) t),
    'byReferrer', (select coalesce(jsonb_agg(jsonb_build_object('key', ref_host, 'landings', n) order by n desc, ref_host), '[]')
      from (select coalesce(ref_host, '') ref_host, count(*) n from ev where kind = 'landing' group by 1) t),
    'byButton', (select coalesce(jsonb_agg(jsonb_build_object('key', button, 'quotes', n) order by n desc, button), '[]')
      from (select button, count(*) n from ev where kind = 'quote' group by button) t),
    'outcomes', (select coalesce(jsonb_agg(jsonb_build_object('key', outcome, 'count', n) order by n desc, outcome), '[]')
      from (select outcome, count(*) n from ev where kind = 'quote-outcome' group by outcome) t),
    'estimates', (select coalesce(jsonb_agg(jsonb_build_object('key', finish, 'count', n) order by n desc, finish), '[]')
      from (select finish, count(*) n from ev where kind = 'estimate' group by finish) t),
    'links', (select coalesce(jsonb_agg(jsonb_build_object('key', link_kind, 'count', n) order by n desc, link_kind), '[]')
      from (select link_kind, count(*) n from ev where kind = 'link' group by link_kind) t),
    'vitals', (select coalesce(jsonb_agg(jsonb_build_object('template', template, 'lang', lang, 'name', vital, 'p75', p75, 'count', n)
        order by template, lang, vital), '[]')
      from (select template, lang, vital, count(*) n, percentile_cont(0.75) within group (order by value) p75
        from ev where kind = 'vital' group by template, lang, vital) t),
    'daily', (select jsonb_agg(jsonb_build_object('day', d.day::text, 'landings', coalesce(c.l, 0), 'quotes', coalesce(c.q, 0)) order by d.day)
      from (select today - i as day from generate_series(0, days - 1) as g(i)) d
      left join (select (received_at at time zone 'UTC')::date as day, count(*) filter (where kind = 'landing') l,
          count(*) filter (where kind = 'quote') q from funnel group by 1) c on c.day = d.day)
  ) into report;
  return report;
end;
$$;

revoke execute on function public.record_measurement_events(jsonb), public.maintain_measurement(), public.measurement_report(integer)
  from public, anon, authenticated;
grant execute on function public.record_measurement_events(jsonb), public.maintain_measurement(), public.measurement_report(integer)
  to service_role;
