// Signing out ends the session for real (DESIGN §4): tokens issued before this moment are refused.
export default /* sql */ `
alter table users add column sessions_revoked_at timestamptz;
`;
