// `updated_at` of the public content follows every change of a row, whoever makes it (an editor in
// psql, a future admin): the sitemap's `lastmod` is read from it, and a crawler that trusts it comes
// back for changed pages only. An update that changes nothing leaves it as it was. A nomination's change
// is a change of its contest's page.
export default /* sql */ `
create function touch_updated_at() returns trigger language plpgsql as $$
begin
  if new is distinct from old then
    new.updated_at := now();
  end if;
  return new;
end
$$;

create trigger news_posts_touch before update on news_posts for each row execute function touch_updated_at();
create trigger contests_touch before update on contests for each row execute function touch_updated_at();
create trigger events_touch before update on events for each row execute function touch_updated_at();
create trigger persons_touch before update on persons for each row execute function touch_updated_at();
create trigger documents_touch before update on documents for each row execute function touch_updated_at();
create trigger partner_programs_touch before update on partner_programs for each row execute function touch_updated_at();
create trigger single_pages_touch before update on single_pages for each row execute function touch_updated_at();

create function touch_contest_of_nomination() returns trigger language plpgsql as $$
begin
  update contests set updated_at = now()
   where id in (select (new).contest_id union select (old).contest_id);
  return null;
end
$$;

create trigger contest_nominations_touch_contest after insert or update or delete on contest_nominations
  for each row execute function touch_contest_of_nomination();
`;
