// This file is generated from api-client/openapi.yaml by `npm run generate`. Do not edit it by hand.
import { downloadUrl, request, type RequestOptions } from '../http/request.ts';
import type { OperationTypes } from './types.ts';

/** POST /backend/auth/changePassword — Change the password at the built-in login service */
export function authChangePassword(
  body: OperationTypes['authChangePassword']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['authChangePassword']['response']> {
  return request<OperationTypes['authChangePassword']['response']>(
    'POST',
    '/backend/auth/changePassword',
    { json: body },
    options,
  );
}

/** POST /backend/auth/getLoginUrl — Get the login service URL */
export function authGetLoginUrl(
  body: OperationTypes['authGetLoginUrl']['body'] = {} as OperationTypes['authGetLoginUrl']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['authGetLoginUrl']['response']> {
  return request<OperationTypes['authGetLoginUrl']['response']>(
    'POST',
    '/backend/auth/getLoginUrl',
    { json: body },
    options,
  );
}

/** POST /backend/auth/getUser — Get the logged-in user */
export function authGetUser(
  body: OperationTypes['authGetUser']['body'] = {} as OperationTypes['authGetUser']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['authGetUser']['response']> {
  return request<OperationTypes['authGetUser']['response']>(
    'POST',
    '/backend/auth/getUser',
    { json: body },
    options,
  );
}

/** POST /backend/auth/loginViaProviderTool — Log in with a tool session token */
export function authLoginViaProviderTool(
  body: OperationTypes['authLoginViaProviderTool']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['authLoginViaProviderTool']['response']> {
  return request<OperationTypes['authLoginViaProviderTool']['response']>(
    'POST',
    '/backend/auth/loginViaProviderTool',
    { json: body },
    options,
  );
}

/** POST /backend/auth/logout — Log out */
export function authLogout(
  body: OperationTypes['authLogout']['body'] = {} as OperationTypes['authLogout']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['authLogout']['response']> {
  return request<OperationTypes['authLogout']['response']>(
    'POST',
    '/backend/auth/logout',
    { json: body },
    options,
  );
}

/** GET /backend/auth/oidcCallback — Come back from the OpenID Connect provider */
export function authOidcCallback(
  query: OperationTypes['authOidcCallback']['query'],
  options?: RequestOptions,
): Promise<OperationTypes['authOidcCallback']['response']> {
  return request<OperationTypes['authOidcCallback']['response']>(
    'GET',
    '/backend/auth/oidcCallback',
    { query },
    options,
  );
}

/** POST /backend/auth/setFromTarget — Mark the session as coming from the sister product */
export function authSetFromTarget(
  body: OperationTypes['authSetFromTarget']['body'] = {} as OperationTypes['authSetFromTarget']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['authSetFromTarget']['response']> {
  return request<OperationTypes['authSetFromTarget']['response']>(
    'POST',
    '/backend/auth/setFromTarget',
    { json: body },
    options,
  );
}

/** POST /backend/auth/setLanguage — Set the user's language */
export function authSetLanguage(
  body: OperationTypes['authSetLanguage']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['authSetLanguage']['response']> {
  return request<OperationTypes['authSetLanguage']['response']>(
    'POST',
    '/backend/auth/setLanguage',
    { json: body },
    options,
  );
}

/** POST /backend/auth/setTargetSession — Store the sister-product session id */
export function authSetTargetSession(
  body: OperationTypes['authSetTargetSession']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['authSetTargetSession']['response']> {
  return request<OperationTypes['authSetTargetSession']['response']>(
    'POST',
    '/backend/auth/setTargetSession',
    { json: body },
    options,
  );
}

/** POST /backend/auth/signIn — Sign in at the built-in login service */
export function authSignIn(
  body: OperationTypes['authSignIn']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['authSignIn']['response']> {
  return request<OperationTypes['authSignIn']['response']>(
    'POST',
    '/backend/auth/signIn',
    { json: body },
    options,
  );
}

/** POST /backend/companies/exportCompanies — Export all filtered activated companies */
export function companiesExportCompanies(
  body: OperationTypes['companiesExportCompanies']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['companiesExportCompanies']['response']> {
  return request<OperationTypes['companiesExportCompanies']['response']>(
    'POST',
    '/backend/companies/exportCompanies',
    { json: body },
    options,
  );
}

/** POST /backend/companies/exportSelectedCompanies — Export selected activated companies */
export function companiesExportSelectedCompanies(
  body: OperationTypes['companiesExportSelectedCompanies']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['companiesExportSelectedCompanies']['response']> {
  return request<OperationTypes['companiesExportSelectedCompanies']['response']>(
    'POST',
    '/backend/companies/exportSelectedCompanies',
    { json: body },
    options,
  );
}

/** GET /backend/companies/getExportFile — Download an activated-companies export */
export function companiesGetExportFileUrl(query: OperationTypes['companiesGetExportFile']['query']): string {
  return downloadUrl('/backend/companies/getExportFile', query);
}

/** POST /backend/companies/listActivatedCompanies — List activated companies */
export function companiesListActivatedCompanies(
  body: OperationTypes['companiesListActivatedCompanies']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['companiesListActivatedCompanies']['response']> {
  return request<OperationTypes['companiesListActivatedCompanies']['response']>(
    'POST',
    '/backend/companies/listActivatedCompanies',
    { json: body },
    options,
  );
}

/** POST /backend/dashboard/getUserStats — Dashboard usage statistics */
export function dashboardGetUserStats(
  body: OperationTypes['dashboardGetUserStats']['body'] = {} as OperationTypes['dashboardGetUserStats']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['dashboardGetUserStats']['response']> {
  return request<OperationTypes['dashboardGetUserStats']['response']>(
    'POST',
    '/backend/dashboard/getUserStats',
    { json: body },
    options,
  );
}

/** POST /backend/emailcheck/getResults — E-mail check results */
export function emailcheckGetResults(
  body: OperationTypes['emailcheckGetResults']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['emailcheckGetResults']['response']> {
  return request<OperationTypes['emailcheckGetResults']['response']>(
    'POST',
    '/backend/emailcheck/getResults',
    { json: body },
    options,
  );
}

/** POST /backend/emailcheck/getStatus — E-mail check status */
export function emailcheckGetStatus(
  body: OperationTypes['emailcheckGetStatus']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['emailcheckGetStatus']['response']> {
  return request<OperationTypes['emailcheckGetStatus']['response']>(
    'POST',
    '/backend/emailcheck/getStatus',
    { json: body },
    options,
  );
}

/** POST /backend/emailcheck/start — Start the e-mail check */
export function emailcheckStart(
  body: OperationTypes['emailcheckStart']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['emailcheckStart']['response']> {
  return request<OperationTypes['emailcheckStart']['response']>(
    'POST',
    '/backend/emailcheck/start',
    { json: body },
    options,
  );
}

/** POST /backend/export/exportMatches — Start a file export */
export function exportExportMatches(
  body: OperationTypes['exportExportMatches']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['exportExportMatches']['response']> {
  return request<OperationTypes['exportExportMatches']['response']>(
    'POST',
    '/backend/export/exportMatches',
    { json: body },
    options,
  );
}

/** POST /backend/export/exportQualityReport — Prepare the quality report PDF */
export function exportExportQualityReport(
  body: OperationTypes['exportExportQualityReport']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['exportExportQualityReport']['response']> {
  return request<OperationTypes['exportExportQualityReport']['response']>(
    'POST',
    '/backend/export/exportQualityReport',
    { json: body },
    options,
  );
}

/** GET /backend/export/getExportFile — Download the export file */
export function exportGetExportFileUrl(query: OperationTypes['exportGetExportFile']['query']): string {
  return downloadUrl('/backend/export/getExportFile', query);
}

/** POST /backend/export/getExportInfo — What an export of the batch would contain */
export function exportGetExportInfo(
  body: OperationTypes['exportGetExportInfo']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['exportGetExportInfo']['response']> {
  return request<OperationTypes['exportGetExportInfo']['response']>(
    'POST',
    '/backend/export/getExportInfo',
    { json: body },
    options,
  );
}

/** POST /backend/export/getExportPreview — What the chosen column actions do to the data */
export function exportGetExportPreview(
  body: OperationTypes['exportGetExportPreview']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['exportGetExportPreview']['response']> {
  return request<OperationTypes['exportGetExportPreview']['response']>(
    'POST',
    '/backend/export/getExportPreview',
    { json: body },
    options,
  );
}

/** POST /backend/export/getExportStatus — Export status */
export function exportGetExportStatus(
  body: OperationTypes['exportGetExportStatus']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['exportGetExportStatus']['response']> {
  return request<OperationTypes['exportGetExportStatus']['response']>(
    'POST',
    '/backend/export/getExportStatus',
    { json: body },
    options,
  );
}

/** GET /backend/export/getHistoryExport — Download a past export */
export function exportGetHistoryExportUrl(query: OperationTypes['exportGetHistoryExport']['query']): string {
  return downloadUrl('/backend/export/getHistoryExport', query);
}

/** GET /backend/export/getHistoryExportsZip — Download several past exports as one zip */
export function exportGetHistoryExportsZipUrl(
  query: OperationTypes['exportGetHistoryExportsZip']['query'],
): string {
  return downloadUrl('/backend/export/getHistoryExportsZip', query);
}

/** GET /backend/export/getMailedExport — Download the file of a mailed link */
export function exportGetMailedExportUrl(query: OperationTypes['exportGetMailedExport']['query']): string {
  return downloadUrl('/backend/export/getMailedExport', query);
}

/** POST /backend/export/getMailedExportInfo — What a mailed download link leads to */
export function exportGetMailedExportInfo(
  body: OperationTypes['exportGetMailedExportInfo']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['exportGetMailedExportInfo']['response']> {
  return request<OperationTypes['exportGetMailedExportInfo']['response']>(
    'POST',
    '/backend/export/getMailedExportInfo',
    { json: body },
    options,
  );
}

/** GET /backend/export/getQualityReportFile — Download the quality report PDF */
export function exportGetQualityReportFileUrl(
  query: OperationTypes['exportGetQualityReportFile']['query'],
): string {
  return downloadUrl('/backend/export/getQualityReportFile', query);
}

/** POST /backend/export/handleConnectLink — Resolve a connect reference link */
export function exportHandleConnectLink(
  body: OperationTypes['exportHandleConnectLink']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['exportHandleConnectLink']['response']> {
  return request<OperationTypes['exportHandleConnectLink']['response']>(
    'POST',
    '/backend/export/handleConnectLink',
    { json: body },
    options,
  );
}

/** POST /backend/export/handleTarget2Link — Resolve a target 2 reference link */
export function exportHandleTarget2Link(
  body: OperationTypes['exportHandleTarget2Link']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['exportHandleTarget2Link']['response']> {
  return request<OperationTypes['exportHandleTarget2Link']['response']>(
    'POST',
    '/backend/export/handleTarget2Link',
    { json: body },
    options,
  );
}

/** POST /backend/export/handleTargetLink — Resolve a target 1 reference link */
export function exportHandleTargetLink(
  body: OperationTypes['exportHandleTargetLink']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['exportHandleTargetLink']['response']> {
  return request<OperationTypes['exportHandleTargetLink']['response']>(
    'POST',
    '/backend/export/handleTargetLink',
    { json: body },
    options,
  );
}

/** POST /backend/export/listHistoryExports — List latest exports */
export function exportListHistoryExports(
  body: OperationTypes['exportListHistoryExports']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['exportListHistoryExports']['response']> {
  return request<OperationTypes['exportListHistoryExports']['response']>(
    'POST',
    '/backend/export/listHistoryExports',
    { json: body },
    options,
  );
}

/** POST /backend/export/sendExportViaMail — Send the export download link by mail */
export function exportSendExportViaMail(
  body: OperationTypes['exportSendExportViaMail']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['exportSendExportViaMail']['response']> {
  return request<OperationTypes['exportSendExportViaMail']['response']>(
    'POST',
    '/backend/export/sendExportViaMail',
    { json: body },
    options,
  );
}

/** POST /backend/import/deleteImport — Delete an import */
export function importDeleteImport(
  body: OperationTypes['importDeleteImport']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['importDeleteImport']['response']> {
  return request<OperationTypes['importDeleteImport']['response']>(
    'POST',
    '/backend/import/deleteImport',
    { json: body },
    options,
  );
}

/** POST /backend/import/getImportName — File name and tag of an import */
export function importGetImportName(
  body: OperationTypes['importGetImportName']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['importGetImportName']['response']> {
  return request<OperationTypes['importGetImportName']['response']>(
    'POST',
    '/backend/import/getImportName',
    { json: body },
    options,
  );
}

/** POST /backend/import/getResultPriorities — Best-match probability per row */
export function importGetResultPriorities(
  body: OperationTypes['importGetResultPriorities']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['importGetResultPriorities']['response']> {
  return request<OperationTypes['importGetResultPriorities']['response']>(
    'POST',
    '/backend/import/getResultPriorities',
    { json: body },
    options,
  );
}

/** POST /backend/import/getResults — One page of review results */
export function importGetResults(
  body: OperationTypes['importGetResults']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['importGetResults']['response']> {
  return request<OperationTypes['importGetResults']['response']>(
    'POST',
    '/backend/import/getResults',
    { json: body },
    options,
  );
}

/** GET /backend/import/getSampleFile — Download the sample customer file */
export function importGetSampleFileUrl(query: OperationTypes['importGetSampleFile']['query']): string {
  return downloadUrl('/backend/import/getSampleFile', query);
}

/** POST /backend/import/getStatistics — Quality report statistics */
export function importGetStatistics(
  body: OperationTypes['importGetStatistics']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['importGetStatistics']['response']> {
  return request<OperationTypes['importGetStatistics']['response']>(
    'POST',
    '/backend/import/getStatistics',
    { json: body },
    options,
  );
}

/** POST /backend/import/getStatus — Matching progress */
export function importGetStatus(
  body: OperationTypes['importGetStatus']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['importGetStatus']['response']> {
  return request<OperationTypes['importGetStatus']['response']>(
    'POST',
    '/backend/import/getStatus',
    { json: body },
    options,
  );
}

/** POST /backend/import/getThresholds — Get the exact-match threshold */
export function importGetThresholds(
  body: OperationTypes['importGetThresholds']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['importGetThresholds']['response']> {
  return request<OperationTypes['importGetThresholds']['response']>(
    'POST',
    '/backend/import/getThresholds',
    { json: body },
    options,
  );
}

/** POST /backend/import/listImports — List past imports */
export function importListImports(
  body: OperationTypes['importListImports']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['importListImports']['response']> {
  return request<OperationTypes['importListImports']['response']>(
    'POST',
    '/backend/import/listImports',
    { json: body },
    options,
  );
}

/** POST /backend/import/rereadUpload — Read the uploaded file again with another sheet or encoding */
export function importRereadUpload(
  body: OperationTypes['importRereadUpload']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['importRereadUpload']['response']> {
  return request<OperationTypes['importRereadUpload']['response']>(
    'POST',
    '/backend/import/rereadUpload',
    { json: body },
    options,
  );
}

/** POST /backend/import/retryMatching — Retry failed or stopped matching */
export function importRetryMatching(
  body: OperationTypes['importRetryMatching']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['importRetryMatching']['response']> {
  return request<OperationTypes['importRetryMatching']['response']>(
    'POST',
    '/backend/import/retryMatching',
    { json: body },
    options,
  );
}

/** POST /backend/import/saveSingleManualCheck — Mark one row checked or unchecked */
export function importSaveSingleManualCheck(
  body: OperationTypes['importSaveSingleManualCheck']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['importSaveSingleManualCheck']['response']> {
  return request<OperationTypes['importSaveSingleManualCheck']['response']>(
    'POST',
    '/backend/import/saveSingleManualCheck',
    { json: body },
    options,
  );
}

/** POST /backend/import/saveSingleMatchSelection — Select or deselect one match */
export function importSaveSingleMatchSelection(
  body: OperationTypes['importSaveSingleMatchSelection']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['importSaveSingleMatchSelection']['response']> {
  return request<OperationTypes['importSaveSingleMatchSelection']['response']>(
    'POST',
    '/backend/import/saveSingleMatchSelection',
    { json: body },
    options,
  );
}

/** POST /backend/import/saveTag — Save the tag (export name) */
export function importSaveTag(
  body: OperationTypes['importSaveTag']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['importSaveTag']['response']> {
  return request<OperationTypes['importSaveTag']['response']>(
    'POST',
    '/backend/import/saveTag',
    { json: body },
    options,
  );
}

/** POST /backend/import/saveThresholds — Save the exact-match threshold */
export function importSaveThresholds(
  body: OperationTypes['importSaveThresholds']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['importSaveThresholds']['response']> {
  return request<OperationTypes['importSaveThresholds']['response']>(
    'POST',
    '/backend/import/saveThresholds',
    { json: body },
    options,
  );
}

/** POST /backend/import/startMatching — Save the mapping and start matching */
export function importStartMatching(
  body: OperationTypes['importStartMatching']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['importStartMatching']['response']> {
  return request<OperationTypes['importStartMatching']['response']>(
    'POST',
    '/backend/import/startMatching',
    { json: body },
    options,
  );
}

/** POST /backend/import/stopMatching — Stop matching */
export function importStopMatching(
  body: OperationTypes['importStopMatching']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['importStopMatching']['response']> {
  return request<OperationTypes['importStopMatching']['response']>(
    'POST',
    '/backend/import/stopMatching',
    { json: body },
    options,
  );
}

/** POST /backend/import/upload — Upload a spreadsheet */
export function importUpload(
  form: FormData,
  options?: RequestOptions,
): Promise<OperationTypes['importUpload']['response']> {
  return request<OperationTypes['importUpload']['response']>(
    'POST',
    '/backend/import/upload',
    { form },
    options,
  );
}

/** POST /backend/lists/addCompaniesToCompanyList — Add companies to a list (connect flow) */
export function listsAddCompaniesToCompanyList(
  body: OperationTypes['listsAddCompaniesToCompanyList']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['listsAddCompaniesToCompanyList']['response']> {
  return request<OperationTypes['listsAddCompaniesToCompanyList']['response']>(
    'POST',
    '/backend/lists/addCompaniesToCompanyList',
    { json: body },
    options,
  );
}

/** POST /backend/lists/getCompanyList — One page of a company list with the provider's data */
export function listsGetCompanyList(
  body: OperationTypes['listsGetCompanyList']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['listsGetCompanyList']['response']> {
  return request<OperationTypes['listsGetCompanyList']['response']>(
    'POST',
    '/backend/lists/getCompanyList',
    { json: body },
    options,
  );
}

/** POST /backend/lists/removeCompaniesFromCompanyList — Remove companies from a list (connect flow) */
export function listsRemoveCompaniesFromCompanyList(
  body: OperationTypes['listsRemoveCompaniesFromCompanyList']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['listsRemoveCompaniesFromCompanyList']['response']> {
  return request<OperationTypes['listsRemoveCompaniesFromCompanyList']['response']>(
    'POST',
    '/backend/lists/removeCompaniesFromCompanyList',
    { json: body },
    options,
  );
}

/** POST /backend/lists/renameCompanyList — Rename the list (connect flow) */
export function listsRenameCompanyList(
  body: OperationTypes['listsRenameCompanyList']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['listsRenameCompanyList']['response']> {
  return request<OperationTypes['listsRenameCompanyList']['response']>(
    'POST',
    '/backend/lists/renameCompanyList',
    { json: body },
    options,
  );
}

/** POST /backend/profiles/addCompaniesToCompanyList — Export to an existing target 1 company list */
export function profilesAddCompaniesToCompanyList(
  body: OperationTypes['profilesAddCompaniesToCompanyList']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['profilesAddCompaniesToCompanyList']['response']> {
  return request<OperationTypes['profilesAddCompaniesToCompanyList']['response']>(
    'POST',
    '/backend/profiles/addCompaniesToCompanyList',
    { json: body },
    options,
  );
}

/** POST /backend/profiles/createCompanyListFromMatches — Export to a new target 1 company list */
export function profilesCreateCompanyListFromMatches(
  body: OperationTypes['profilesCreateCompanyListFromMatches']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['profilesCreateCompanyListFromMatches']['response']> {
  return request<OperationTypes['profilesCreateCompanyListFromMatches']['response']>(
    'POST',
    '/backend/profiles/createCompanyListFromMatches',
    { json: body },
    options,
  );
}

/** POST /backend/profiles/getTargetCompanyLists — The user's target 1 company lists */
export function profilesGetTargetCompanyLists(
  body: OperationTypes['profilesGetTargetCompanyLists']['body'] = {} as OperationTypes['profilesGetTargetCompanyLists']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['profilesGetTargetCompanyLists']['response']> {
  return request<OperationTypes['profilesGetTargetCompanyLists']['response']>(
    'POST',
    '/backend/profiles/getTargetCompanyLists',
    { json: body },
    options,
  );
}

/** POST /backend/profiles/removeCompaniesFromCompanyList — Remove companies from a target 1 company list */
export function profilesRemoveCompaniesFromCompanyList(
  body: OperationTypes['profilesRemoveCompaniesFromCompanyList']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['profilesRemoveCompaniesFromCompanyList']['response']> {
  return request<OperationTypes['profilesRemoveCompaniesFromCompanyList']['response']>(
    'POST',
    '/backend/profiles/removeCompaniesFromCompanyList',
    { json: body },
    options,
  );
}

/** POST /backend/profiles/renameCompanyList — Rename a target 1 company list */
export function profilesRenameCompanyList(
  body: OperationTypes['profilesRenameCompanyList']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['profilesRenameCompanyList']['response']> {
  return request<OperationTypes['profilesRenameCompanyList']['response']>(
    'POST',
    '/backend/profiles/renameCompanyList',
    { json: body },
    options,
  );
}

/** POST /backend/profiles/safeCompanyIdsToTargetRedis — Hand the matched companies over to target 2 */
export function profilesSafeCompanyIdsToTargetRedis(
  body: OperationTypes['profilesSafeCompanyIdsToTargetRedis']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['profilesSafeCompanyIdsToTargetRedis']['response']> {
  return request<OperationTypes['profilesSafeCompanyIdsToTargetRedis']['response']>(
    'POST',
    '/backend/profiles/safeCompanyIdsToTargetRedis',
    { json: body },
    options,
  );
}

/** POST /backend/quota/getCurrentQuotaInfosForExport — Quota calculation for an export */
export function quotaGetCurrentQuotaInfosForExport(
  body: OperationTypes['quotaGetCurrentQuotaInfosForExport']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['quotaGetCurrentQuotaInfosForExport']['response']> {
  return request<OperationTypes['quotaGetCurrentQuotaInfosForExport']['response']>(
    'POST',
    '/backend/quota/getCurrentQuotaInfosForExport',
    { json: body },
    options,
  );
}

/** POST /backend/quota/getUserQuotaInfo — Get the user's quota */
export function quotaGetUserQuotaInfo(
  body: OperationTypes['quotaGetUserQuotaInfo']['body'] = {} as OperationTypes['quotaGetUserQuotaInfo']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['quotaGetUserQuotaInfo']['response']> {
  return request<OperationTypes['quotaGetUserQuotaInfo']['response']>(
    'POST',
    '/backend/quota/getUserQuotaInfo',
    { json: body },
    options,
  );
}

/** POST /backend/quota/hasEnoughQuota — Check the quota covers an export */
export function quotaHasEnoughQuota(
  body: OperationTypes['quotaHasEnoughQuota']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['quotaHasEnoughQuota']['response']> {
  return request<OperationTypes['quotaHasEnoughQuota']['response']>(
    'POST',
    '/backend/quota/hasEnoughQuota',
    { json: body },
    options,
  );
}

/** POST /backend/tracking/trackNewUserInteraction — Record a user interaction */
export function trackingTrackNewUserInteraction(
  body: OperationTypes['trackingTrackNewUserInteraction']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['trackingTrackNewUserInteraction']['response']> {
  return request<OperationTypes['trackingTrackNewUserInteraction']['response']>(
    'POST',
    '/backend/tracking/trackNewUserInteraction',
    { json: body },
    options,
  );
}

/** POST /backend/websitecheck/getResults — Website check results */
export function websitecheckGetResults(
  body: OperationTypes['websitecheckGetResults']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['websitecheckGetResults']['response']> {
  return request<OperationTypes['websitecheckGetResults']['response']>(
    'POST',
    '/backend/websitecheck/getResults',
    { json: body },
    options,
  );
}

/** POST /backend/websitecheck/getStatus — Website check status */
export function websitecheckGetStatus(
  body: OperationTypes['websitecheckGetStatus']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['websitecheckGetStatus']['response']> {
  return request<OperationTypes['websitecheckGetStatus']['response']>(
    'POST',
    '/backend/websitecheck/getStatus',
    { json: body },
    options,
  );
}

/** POST /backend/websitecheck/start — Start the website check */
export function websitecheckStart(
  body: OperationTypes['websitecheckStart']['body'],
  options?: RequestOptions,
): Promise<OperationTypes['websitecheckStart']['response']> {
  return request<OperationTypes['websitecheckStart']['response']>(
    'POST',
    '/backend/websitecheck/start',
    { json: body },
    options,
  );
}

/** GET /health — Liveness probe */
export function systemHealth(options?: RequestOptions): Promise<OperationTypes['systemHealth']['response']> {
  return request<OperationTypes['systemHealth']['response']>('GET', '/health', {}, options);
}

/** GET /ready — Readiness probe */
export function systemReady(options?: RequestOptions): Promise<OperationTypes['systemReady']['response']> {
  return request<OperationTypes['systemReady']['response']>('GET', '/ready', {}, options);
}
