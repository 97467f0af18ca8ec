import { Navigate, Route, Routes } from 'react-router';
import { EnrolPage } from '../sign-in/EnrolPage';
import { SignInPage } from '../sign-in/SignInPage';
import { screensFor } from '../screens/screen-registry';
import { ConsoleLayout } from '../shell/ConsoleLayout';
import { selectStaff } from './console-slice';
import { useConsoleSelector } from './hooks';

/**
 * The pages before a session, and the registry's screens under the layout for a signed-in account:
 * a screen the role may not use has no route at all, so its address leads home.
 */
export function ConsoleRoutes() {
  const staff = useConsoleSelector(selectStaff);
  return (
    <Routes>
      <Route path="/sign-in" element={<SignInPage />} />
      <Route path="/enrol" element={<EnrolPage />} />
      {staff ? (
        <Route path="/" element={<ConsoleLayout staff={staff} />}>
          {screensFor(staff.role).map(({ path, screen: Screen }) =>
            path === '' ? (
              <Route key="home" index element={<Screen />} />
            ) : (
              // A screen may have pages of its own under its path (/members/{memberId}).
              <Route key={path} path={`${path}/*`} element={<Screen />} />
            ),
          )}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      ) : (
        <Route path="*" element={<Navigate to="/sign-in" replace />} />
      )}
    </Routes>
  );
}
