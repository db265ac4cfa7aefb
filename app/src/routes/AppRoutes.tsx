import { lazy, Suspense, type ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppMode } from '../app-mode/AppModeProvider.tsx';
import { AccountPage } from '../features/account/AccountPage.tsx';
import { useUser } from '../features/auth/api/get-user.ts';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { RequireAuth } from '../features/auth/RequireAuth.tsx';
import { SessionBridge } from '../features/auth/SessionBridge.tsx';
import { SignInPage } from '../features/auth/SignInPage.tsx';
import { HandoverContext, useToolSessionLogin } from '../features/auth/useToolSessionLogin.ts';
import { useUserLanguage } from '../features/auth/useUserLanguage.ts';
import { DashboardPage } from '../features/dashboard/DashboardPage.tsx';
import { QuotaPage } from '../features/quota/QuotaPage.tsx';
import { AppShell } from '../layout/AppShell.tsx';
import { useFocusOnNavigation } from '../lib/useFocusOnNavigation.ts';

// The wizard carries the charts: loaded when first opened, so the dashboard stays small.
const ImportWizard = lazy(async () => ({
  default: (await import('../features/import/ImportWizard.tsx')).ImportWizard,
}));

function LazyImportWizard() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<LinearProgress aria-label={t('import.loading')} />}>
      <ImportWizard />
    </Suspense>
  );
}

// The history lists and the mailed download page load when first opened: the exports table brings
// MUI X DataGrid, which the first page must not carry (npm run bench:bundle).
const PastImportsPage = lazy(async () => ({
  default: (await import('../features/imports-list/PastImportsPage.tsx')).PastImportsPage,
}));
const ExportsPage = lazy(async () => ({
  default: (await import('../features/exports/ExportsPage.tsx')).ExportsPage,
}));
// The printable quality report of export mode brings the charts, like the wizard.
const QualityReportExportPage = lazy(async () => ({
  default: (await import('../features/report/QualityReportExportPage.tsx')).QualityReportExportPage,
}));
// The list page brings MUI X DataGrid, like the exports list.
const CompanyListPage = lazy(async () => ({
  default: (await import('../features/lists/CompanyListPage.tsx')).CompanyListPage,
}));
const ConnectImport = lazy(async () => ({
  default: (await import('../features/connect/ConnectImport.tsx')).ConnectImport,
}));
const MailedDownloadPage = lazy(async () => ({
  default: (await import('../features/download/MailedDownloadPage.tsx')).MailedDownloadPage,
}));

/** A lazily loaded page with the progress bar the wizard shows while its code arrives. */
function LazyPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<LinearProgress aria-label={t('import.loading')} />}>{children}</Suspense>;
}

/** A redirect that keeps the query (`?id=…&lang=…`). */
function NavigateKeepingQuery({ to }: { to: string }) {
  const location = useLocation();
  return <Navigate to={`${to}${location.search}`} replace />;
}

/** Signed-in pages inside the shell; the shell hides itself in export and integration mode. */
function ProtectedLayout() {
  const { data: user } = useUser();
  return (
    <RequireAuth>
      <AppShell user={user}>
        <Outlet />
      </AppShell>
    </RequireAuth>
  );
}

/**
 * The routes of spec section 2 for the tab's mode:
 * - default: / -> /dashboard, /dashboard*, /import*, /list*, /exports*, /quota*, /account, /login,
 *   /download (the page behind the link in the export mail) and /lists/:id (a company list);
 * - export mode: / -> /qualityreport, /qualityreport*;
 * - integration mode: / -> /import, /import*, /login, /connect-import*.
 * Any other path goes to /. /signin is the built-in login service's page in every mode; /account
 * is its account settings page (the header's settings link), in the default mode's shell.
 */
export function AppRoutes() {
  const { mode } = useAppMode();
  const { data: user } = useUser();
  useUserLanguage(user);
  useFocusOnNavigation();
  const handover = useToolSessionLogin();

  return (
    <HandoverContext.Provider value={handover}>
      <SessionBridge />
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/signin" element={<SignInPage />} />
        <Route element={<ProtectedLayout />}>
          {mode === 'default' && (
            <>
              <Route index element={<Navigate to="/dashboard" replace />} />
              <Route path="/dashboard/*" element={<DashboardPage />} />
              <Route path="/import/*" element={<LazyImportWizard />} />
              <Route
                path="/list/*"
                element={
                  <LazyPage>
                    <PastImportsPage />
                  </LazyPage>
                }
              />
              <Route
                path="/exports/*"
                element={
                  <LazyPage>
                    <ExportsPage />
                  </LazyPage>
                }
              />
              <Route
                path="/download"
                element={
                  <LazyPage>
                    <MailedDownloadPage />
                  </LazyPage>
                }
              />
              <Route
                path="/lists/:id"
                element={
                  <LazyPage>
                    <CompanyListPage />
                  </LazyPage>
                }
              />
              <Route path="/quota/*" element={<QuotaPage />} />
              <Route path="/account" element={<AccountPage />} />
            </>
          )}
          {mode === 'export' && (
            <>
              {/* The batch id and the language travel on to the report. */}
              <Route index element={<NavigateKeepingQuery to="/qualityreport" />} />
              <Route
                path="/qualityreport/*"
                element={
                  <LazyPage>
                    <QualityReportExportPage />
                  </LazyPage>
                }
              />
            </>
          )}
          {mode === 'integration' && (
            <>
              <Route index element={<Navigate to="/import" replace />} />
              <Route path="/import/*" element={<LazyImportWizard />} />
              <Route
                path="/connect-import/*"
                element={
                  <LazyPage>
                    <ConnectImport />
                  </LazyPage>
                }
              />
            </>
          )}
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </HandoverContext.Provider>
  );
}
