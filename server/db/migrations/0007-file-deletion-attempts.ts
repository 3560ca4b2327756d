// The retry queue of stored-file deletions takes its keys least recently tried first, so keys whose
// removal keeps failing go to the back and cannot starve the others (docs/security.md, "Input").
export default /* sql */ `
alter table file_deletions add column last_attempt_at timestamptz;
create index file_deletions_next_idx on file_deletions (last_attempt_at nulls first, requested_at);
`;
