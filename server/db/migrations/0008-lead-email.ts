// A lead may carry an e-mail address (the investor consultation form asks for one): null when the
// visitor gave none, as for every lead stored before.
export default /* sql */ `
alter table leads add column email text;
`;
