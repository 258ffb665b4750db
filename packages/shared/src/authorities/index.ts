export { authorityGroup, describeAuthority, type Authority, type AuthoritySource } from './authority.ts';
export { groupAuthorities, listOfAuthoritiesText, type AuthorityHeading } from './list-of-authorities.ts';
export { AUTHORITY_GROUPS, type AuthorityGroup } from './data/authority-groups.ts';
