import { Navigate, Route, Routes } from 'react-router';
import { DashboardPage } from '../features/dashboard/DashboardPage.tsx';
import { AppShell } from '../layout/AppShell.tsx';

/** The default-mode routes of spec section 2: / goes to /dashboard, unknown paths go to /. */
export function AppRoutes() {
  return (
    <AppShell>
      <Routes>
        <Route path="/" element={<Navigate to="/dashboard" replace />} />
        <Route path="/dashboard/*" element={<DashboardPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </AppShell>
  );
}
