import { Route, Routes } from 'react-router';
import { MemberPage } from './MemberPage';
import { MemberSearch } from './MemberSearch';

/** Members of the brand in view: the search at /members, a member's page at /members/{memberId}. */
export function MembersScreen() {
  return (
    <Routes>
      <Route index element={<MemberSearch />} />
      <Route path=":memberId" element={<MemberPage />} />
    </Routes>
  );
}
