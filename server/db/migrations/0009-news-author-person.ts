// A news author who is one of the fund's people links to their page: the article names the author, and a
// reader who wants to know who wrote it follows the name. Null for an author with no page of their own.
export default /* sql */ `
alter table news_authors add column person_id integer references persons (id) on delete set null;
`;
