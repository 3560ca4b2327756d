// A nomination's update that changes nothing leaves its contest's updated_at as it was, as an update of
// the contest itself does (0010 touched the contest on every update of a nomination: QA).
export default /* sql */ `
create or replace function touch_contest_of_nomination() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and new is not distinct from old then
    return null;
  end if;
  update contests set updated_at = now()
   where id in (select (new).contest_id union select (old).contest_id);
  return null;
end
$$;
`;
