// What the shell needs on every page: the routes (each page loads on first use), the paths and the
// account-menu links. The header's member controls are `./header`, loaded for a member only.
export { memberRoutes } from './nav/member-routes';
export { MEMBER_PATHS, CS_SECTIONS, csSectionPath, type CsSection } from './nav/paths';
export { useMemberNavLinks, type MemberNavLink } from './nav/use-member-nav-links';
