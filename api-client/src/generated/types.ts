// This file is generated from api-client/openapi.yaml by `npm run generate`. Do not edit it by hand.
import type { components, operations } from './schema.ts';

type JsonBody<T> = T extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : T extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B
    : never;
type Query<T> = T extends { parameters: { query?: infer Q } }
  ? undefined extends Q
    ? NonNullable<Q>
    : Q
  : never;
type Ok<T> = T extends { responses: { 200: { content: { 'application/json': infer R } } } } ? R : void;

// Component schemas
export type ActivatedCompaniesFilters = components['schemas']['ActivatedCompaniesFilters'];
export type ActivatedCompany = components['schemas']['ActivatedCompany'];
export type BatchId = components['schemas']['BatchId'];
export type BatchRequest = components['schemas']['BatchRequest'];
export type ChangePasswordRequest = components['schemas']['ChangePasswordRequest'];
export type CheckResult = components['schemas']['CheckResult'];
export type CheckState = components['schemas']['CheckState'];
export type CompanyExample = components['schemas']['CompanyExample'];
export type CompanyId = components['schemas']['CompanyId'];
export type CompanyListChangeRequest = components['schemas']['CompanyListChangeRequest'];
export type CompanyListDetails = components['schemas']['CompanyListDetails'];
export type CompanyListMember = components['schemas']['CompanyListMember'];
export type CompanyListName = components['schemas']['CompanyListName'];
export type CompanyListPage = components['schemas']['CompanyListPage'];
export type CompanyStatus = components['schemas']['CompanyStatus'];
export type ConnectFinishResult = components['schemas']['ConnectFinishResult'];
export type ConnectListChangeRequest = components['schemas']['ConnectListChangeRequest'];
export type ConsolidatedView = components['schemas']['ConsolidatedView'];
export type ContractType = components['schemas']['ContractType'];
export type CountOnly = components['schemas']['CountOnly'];
export type CreateCompanyListFromMatchesRequest =
  components['schemas']['CreateCompanyListFromMatchesRequest'];
export type CreateCompanyListFromMatchesResponse =
  components['schemas']['CreateCompanyListFromMatchesResponse'];
export type CustomColumnAction = components['schemas']['CustomColumnAction'];
export type CustomColumnMappingRow = components['schemas']['CustomColumnMappingRow'];
export type CustomerColumnName = components['schemas']['CustomerColumnName'];
export type DashboardStats = components['schemas']['DashboardStats'];
export type DefaultView = components['schemas']['DefaultView'];
export type Delimiter = components['schemas']['Delimiter'];
export type DuplicateEmail = components['schemas']['DuplicateEmail'];
export type DuplicateExtIdRow = components['schemas']['DuplicateExtIdRow'];
export type DuplicateRowsExample = components['schemas']['DuplicateRowsExample'];
export type DuplicateUrl = components['schemas']['DuplicateUrl'];
export type EmailCheckResults = components['schemas']['EmailCheckResults'];
export type EmailCheckStats = components['schemas']['EmailCheckStats'];
export type EmailCheckStatus = components['schemas']['EmailCheckStatus'];
export type EmailExample = components['schemas']['EmailExample'];
export type EmptyRequest = components['schemas']['EmptyRequest'];
export type EnrichmentBucket = components['schemas']['EnrichmentBucket'];
export type EnrichmentExample = components['schemas']['EnrichmentExample'];
export type ErrorBody = components['schemas']['ErrorBody'];
export type ErrorItem = components['schemas']['ErrorItem'];
export type ExactMatchStats = components['schemas']['ExactMatchStats'];
export type ExportCompaniesRequest = components['schemas']['ExportCompaniesRequest'];
export type ExportFileName = components['schemas']['ExportFileName'];
export type ExportFileNameResponse = components['schemas']['ExportFileNameResponse'];
export type ExportFileType = components['schemas']['ExportFileType'];
export type ExportHistoryId = components['schemas']['ExportHistoryId'];
export type ExportHistoryItem = components['schemas']['ExportHistoryItem'];
export type ExportInfo = components['schemas']['ExportInfo'];
export type ExportMatchesRequest = components['schemas']['ExportMatchesRequest'];
export type ExportOptions = components['schemas']['ExportOptions'];
export type ExportPreview = components['schemas']['ExportPreview'];
export type ExportPreviewBucket = components['schemas']['ExportPreviewBucket'];
export type ExportPreviewExample = components['schemas']['ExportPreviewExample'];
export type ExportPreviewField = components['schemas']['ExportPreviewField'];
export type ExportPreviewRequest = components['schemas']['ExportPreviewRequest'];
export type ExportProduct = components['schemas']['ExportProduct'];
export type ExportSelectedCompaniesRequest = components['schemas']['ExportSelectedCompaniesRequest'];
export type ExportStatus = components['schemas']['ExportStatus'];
export type ExportType = components['schemas']['ExportType'];
export type FieldEnrichment = components['schemas']['FieldEnrichment'];
export type FieldEvidence = components['schemas']['FieldEvidence'];
export type FileStats = components['schemas']['FileStats'];
export type FillRate = components['schemas']['FillRate'];
export type GetCompanyListRequest = components['schemas']['GetCompanyListRequest'];
export type GetLoginUrlRequest = components['schemas']['GetLoginUrlRequest'];
export type HandleLinkRequest = components['schemas']['HandleLinkRequest'];
export type HandleLinkResponse = components['schemas']['HandleLinkResponse'];
export type HasEnoughQuotaRequest = components['schemas']['HasEnoughQuotaRequest'];
export type HasEnoughQuotaResponse = components['schemas']['HasEnoughQuotaResponse'];
export type HealthResponse = components['schemas']['HealthResponse'];
export type HistoryAdditionalInfo = components['schemas']['HistoryAdditionalInfo'];
export type ImportBatch = components['schemas']['ImportBatch'];
export type ImportListItem = components['schemas']['ImportListItem'];
export type ImportNameResponse = components['schemas']['ImportNameResponse'];
export type ImportStats = components['schemas']['ImportStats'];
export type InternalColumn = components['schemas']['InternalColumn'];
export type InternalField = components['schemas']['InternalField'];
export type InternalFieldGroup = components['schemas']['InternalFieldGroup'];
export type KeyCount = components['schemas']['KeyCount'];
export type Language = components['schemas']['Language'];
export type ListActivatedCompaniesRequest = components['schemas']['ListActivatedCompaniesRequest'];
export type ListActivatedCompaniesResponse = components['schemas']['ListActivatedCompaniesResponse'];
export type ListHistoryExportsRequest = components['schemas']['ListHistoryExportsRequest'];
export type ListHistoryExportsResponse = components['schemas']['ListHistoryExportsResponse'];
export type ListId = components['schemas']['ListId'];
export type ListImportsRequest = components['schemas']['ListImportsRequest'];
export type ListImportsResponse = components['schemas']['ListImportsResponse'];
export type LoginUrlResponse = components['schemas']['LoginUrlResponse'];
export type LoginViaProviderToolRequest = components['schemas']['LoginViaProviderToolRequest'];
export type MailLinkToken = components['schemas']['MailLinkToken'];
export type MailedExportInfo = components['schemas']['MailedExportInfo'];
export type MailedExportRequest = components['schemas']['MailedExportRequest'];
export type MappedRow = components['schemas']['MappedRow'];
export type MappingPair = components['schemas']['MappingPair'];
export type Match = components['schemas']['Match'];
export type MatchData = components['schemas']['MatchData'];
export type MatchType = components['schemas']['MatchType'];
export type MatchesStats = components['schemas']['MatchesStats'];
export type MatchingRequestRef = components['schemas']['MatchingRequestRef'];
export type MatchingResult = components['schemas']['MatchingResult'];
export type NToOneExample = components['schemas']['NToOneExample'];
export type OkResponse = components['schemas']['OkResponse'];
export type Paging = components['schemas']['Paging'];
export type Permission = components['schemas']['Permission'];
export type QualityReportExportResponse = components['schemas']['QualityReportExportResponse'];
export type Quota = components['schemas']['Quota'];
export type QuotaInfoForExport = components['schemas']['QuotaInfoForExport'];
export type QuotaInfoForExportRequest = components['schemas']['QuotaInfoForExportRequest'];
export type ReadyResponse = components['schemas']['ReadyResponse'];
export type RenameCompanyListRequest = components['schemas']['RenameCompanyListRequest'];
export type RenameCompanyListResponse = components['schemas']['RenameCompanyListResponse'];
export type RereadUploadRequest = components['schemas']['RereadUploadRequest'];
export type ResultPageRequest = components['schemas']['ResultPageRequest'];
export type ResultPageResponse = components['schemas']['ResultPageResponse'];
export type ResultPrioritiesResponse = components['schemas']['ResultPrioritiesResponse'];
export type ResultPriority = components['schemas']['ResultPriority'];
export type ResultRow = components['schemas']['ResultRow'];
export type ReviewRowStateResponse = components['schemas']['ReviewRowStateResponse'];
export type RowId = components['schemas']['RowId'];
export type SafeCompanyIdsToTargetRedisRequest = components['schemas']['SafeCompanyIdsToTargetRedisRequest'];
export type SafeCompanyIdsToTargetRedisResponse =
  components['schemas']['SafeCompanyIdsToTargetRedisResponse'];
export type SaveSingleManualCheckRequest = components['schemas']['SaveSingleManualCheckRequest'];
export type SaveSingleMatchSelectionRequest = components['schemas']['SaveSingleMatchSelectionRequest'];
export type SaveTagRequest = components['schemas']['SaveTagRequest'];
export type SaveThresholdsRequest = components['schemas']['SaveThresholdsRequest'];
export type Searchterm = components['schemas']['Searchterm'];
export type SetLanguageRequest = components['schemas']['SetLanguageRequest'];
export type SetTargetSessionRequest = components['schemas']['SetTargetSessionRequest'];
export type SignInRequest = components['schemas']['SignInRequest'];
export type SignInResponse = components['schemas']['SignInResponse'];
export type SortOrder = components['schemas']['SortOrder'];
export type StartMatchingRequest = components['schemas']['StartMatchingRequest'];
export type StartMatchingResponse = components['schemas']['StartMatchingResponse'];
export type Statistics = components['schemas']['Statistics'];
export type StatisticsResponse = components['schemas']['StatisticsResponse'];
export type Status = components['schemas']['Status'];
export type StatusBucket = components['schemas']['StatusBucket'];
export type StatusCounts = components['schemas']['StatusCounts'];
export type TargetCompanyList = components['schemas']['TargetCompanyList'];
export type TargetCompanyListsResponse = components['schemas']['TargetCompanyListsResponse'];
export type TextEncoding = components['schemas']['TextEncoding'];
export type ThresholdsResponse = components['schemas']['ThresholdsResponse'];
export type TrackNewUserInteractionRequest = components['schemas']['TrackNewUserInteractionRequest'];
export type UploadRequest = components['schemas']['UploadRequest'];
export type UploadResponse = components['schemas']['UploadResponse'];
export type UploadSheet = components['schemas']['UploadSheet'];
export type UploadStats = components['schemas']['UploadStats'];
export type User = components['schemas']['User'];
export type ValueExample = components['schemas']['ValueExample'];
export type WebsiteCheckResults = components['schemas']['WebsiteCheckResults'];
export type WebsiteCheckStats = components['schemas']['WebsiteCheckStats'];
export type WebsiteCheckStatus = components['schemas']['WebsiteCheckStatus'];
export type WebsiteExample = components['schemas']['WebsiteExample'];

/** Request body, query and success response of every operation, by operationId. */
export interface OperationTypes {
  authChangePassword: {
    body: JsonBody<operations['authChangePassword']>;
    query: Query<operations['authChangePassword']>;
    response: Ok<operations['authChangePassword']>;
  };
  authGetLoginUrl: {
    body: JsonBody<operations['authGetLoginUrl']>;
    query: Query<operations['authGetLoginUrl']>;
    response: Ok<operations['authGetLoginUrl']>;
  };
  authGetUser: {
    body: JsonBody<operations['authGetUser']>;
    query: Query<operations['authGetUser']>;
    response: Ok<operations['authGetUser']>;
  };
  authLoginViaProviderTool: {
    body: JsonBody<operations['authLoginViaProviderTool']>;
    query: Query<operations['authLoginViaProviderTool']>;
    response: Ok<operations['authLoginViaProviderTool']>;
  };
  authLogout: {
    body: JsonBody<operations['authLogout']>;
    query: Query<operations['authLogout']>;
    response: Ok<operations['authLogout']>;
  };
  authOidcCallback: {
    body: JsonBody<operations['authOidcCallback']>;
    query: Query<operations['authOidcCallback']>;
    response: Ok<operations['authOidcCallback']>;
  };
  authSetFromTarget: {
    body: JsonBody<operations['authSetFromTarget']>;
    query: Query<operations['authSetFromTarget']>;
    response: Ok<operations['authSetFromTarget']>;
  };
  authSetLanguage: {
    body: JsonBody<operations['authSetLanguage']>;
    query: Query<operations['authSetLanguage']>;
    response: Ok<operations['authSetLanguage']>;
  };
  authSetTargetSession: {
    body: JsonBody<operations['authSetTargetSession']>;
    query: Query<operations['authSetTargetSession']>;
    response: Ok<operations['authSetTargetSession']>;
  };
  authSignIn: {
    body: JsonBody<operations['authSignIn']>;
    query: Query<operations['authSignIn']>;
    response: Ok<operations['authSignIn']>;
  };
  companiesExportCompanies: {
    body: JsonBody<operations['companiesExportCompanies']>;
    query: Query<operations['companiesExportCompanies']>;
    response: Ok<operations['companiesExportCompanies']>;
  };
  companiesExportSelectedCompanies: {
    body: JsonBody<operations['companiesExportSelectedCompanies']>;
    query: Query<operations['companiesExportSelectedCompanies']>;
    response: Ok<operations['companiesExportSelectedCompanies']>;
  };
  companiesGetExportFile: {
    body: JsonBody<operations['companiesGetExportFile']>;
    query: Query<operations['companiesGetExportFile']>;
    response: Ok<operations['companiesGetExportFile']>;
  };
  companiesListActivatedCompanies: {
    body: JsonBody<operations['companiesListActivatedCompanies']>;
    query: Query<operations['companiesListActivatedCompanies']>;
    response: Ok<operations['companiesListActivatedCompanies']>;
  };
  dashboardGetUserStats: {
    body: JsonBody<operations['dashboardGetUserStats']>;
    query: Query<operations['dashboardGetUserStats']>;
    response: Ok<operations['dashboardGetUserStats']>;
  };
  emailcheckGetResults: {
    body: JsonBody<operations['emailcheckGetResults']>;
    query: Query<operations['emailcheckGetResults']>;
    response: Ok<operations['emailcheckGetResults']>;
  };
  emailcheckGetStatus: {
    body: JsonBody<operations['emailcheckGetStatus']>;
    query: Query<operations['emailcheckGetStatus']>;
    response: Ok<operations['emailcheckGetStatus']>;
  };
  emailcheckStart: {
    body: JsonBody<operations['emailcheckStart']>;
    query: Query<operations['emailcheckStart']>;
    response: Ok<operations['emailcheckStart']>;
  };
  exportExportMatches: {
    body: JsonBody<operations['exportExportMatches']>;
    query: Query<operations['exportExportMatches']>;
    response: Ok<operations['exportExportMatches']>;
  };
  exportExportQualityReport: {
    body: JsonBody<operations['exportExportQualityReport']>;
    query: Query<operations['exportExportQualityReport']>;
    response: Ok<operations['exportExportQualityReport']>;
  };
  exportGetExportFile: {
    body: JsonBody<operations['exportGetExportFile']>;
    query: Query<operations['exportGetExportFile']>;
    response: Ok<operations['exportGetExportFile']>;
  };
  exportGetExportInfo: {
    body: JsonBody<operations['exportGetExportInfo']>;
    query: Query<operations['exportGetExportInfo']>;
    response: Ok<operations['exportGetExportInfo']>;
  };
  exportGetExportPreview: {
    body: JsonBody<operations['exportGetExportPreview']>;
    query: Query<operations['exportGetExportPreview']>;
    response: Ok<operations['exportGetExportPreview']>;
  };
  exportGetExportStatus: {
    body: JsonBody<operations['exportGetExportStatus']>;
    query: Query<operations['exportGetExportStatus']>;
    response: Ok<operations['exportGetExportStatus']>;
  };
  exportGetHistoryExport: {
    body: JsonBody<operations['exportGetHistoryExport']>;
    query: Query<operations['exportGetHistoryExport']>;
    response: Ok<operations['exportGetHistoryExport']>;
  };
  exportGetHistoryExportsZip: {
    body: JsonBody<operations['exportGetHistoryExportsZip']>;
    query: Query<operations['exportGetHistoryExportsZip']>;
    response: Ok<operations['exportGetHistoryExportsZip']>;
  };
  exportGetMailedExport: {
    body: JsonBody<operations['exportGetMailedExport']>;
    query: Query<operations['exportGetMailedExport']>;
    response: Ok<operations['exportGetMailedExport']>;
  };
  exportGetMailedExportInfo: {
    body: JsonBody<operations['exportGetMailedExportInfo']>;
    query: Query<operations['exportGetMailedExportInfo']>;
    response: Ok<operations['exportGetMailedExportInfo']>;
  };
  exportGetQualityReportFile: {
    body: JsonBody<operations['exportGetQualityReportFile']>;
    query: Query<operations['exportGetQualityReportFile']>;
    response: Ok<operations['exportGetQualityReportFile']>;
  };
  exportHandleConnectLink: {
    body: JsonBody<operations['exportHandleConnectLink']>;
    query: Query<operations['exportHandleConnectLink']>;
    response: Ok<operations['exportHandleConnectLink']>;
  };
  exportHandleTarget2Link: {
    body: JsonBody<operations['exportHandleTarget2Link']>;
    query: Query<operations['exportHandleTarget2Link']>;
    response: Ok<operations['exportHandleTarget2Link']>;
  };
  exportHandleTargetLink: {
    body: JsonBody<operations['exportHandleTargetLink']>;
    query: Query<operations['exportHandleTargetLink']>;
    response: Ok<operations['exportHandleTargetLink']>;
  };
  exportListHistoryExports: {
    body: JsonBody<operations['exportListHistoryExports']>;
    query: Query<operations['exportListHistoryExports']>;
    response: Ok<operations['exportListHistoryExports']>;
  };
  exportSendExportViaMail: {
    body: JsonBody<operations['exportSendExportViaMail']>;
    query: Query<operations['exportSendExportViaMail']>;
    response: Ok<operations['exportSendExportViaMail']>;
  };
  importDeleteImport: {
    body: JsonBody<operations['importDeleteImport']>;
    query: Query<operations['importDeleteImport']>;
    response: Ok<operations['importDeleteImport']>;
  };
  importGetImportName: {
    body: JsonBody<operations['importGetImportName']>;
    query: Query<operations['importGetImportName']>;
    response: Ok<operations['importGetImportName']>;
  };
  importGetResultPriorities: {
    body: JsonBody<operations['importGetResultPriorities']>;
    query: Query<operations['importGetResultPriorities']>;
    response: Ok<operations['importGetResultPriorities']>;
  };
  importGetResults: {
    body: JsonBody<operations['importGetResults']>;
    query: Query<operations['importGetResults']>;
    response: Ok<operations['importGetResults']>;
  };
  importGetSampleFile: {
    body: JsonBody<operations['importGetSampleFile']>;
    query: Query<operations['importGetSampleFile']>;
    response: Ok<operations['importGetSampleFile']>;
  };
  importGetStatistics: {
    body: JsonBody<operations['importGetStatistics']>;
    query: Query<operations['importGetStatistics']>;
    response: Ok<operations['importGetStatistics']>;
  };
  importGetStatus: {
    body: JsonBody<operations['importGetStatus']>;
    query: Query<operations['importGetStatus']>;
    response: Ok<operations['importGetStatus']>;
  };
  importGetThresholds: {
    body: JsonBody<operations['importGetThresholds']>;
    query: Query<operations['importGetThresholds']>;
    response: Ok<operations['importGetThresholds']>;
  };
  importListImports: {
    body: JsonBody<operations['importListImports']>;
    query: Query<operations['importListImports']>;
    response: Ok<operations['importListImports']>;
  };
  importRereadUpload: {
    body: JsonBody<operations['importRereadUpload']>;
    query: Query<operations['importRereadUpload']>;
    response: Ok<operations['importRereadUpload']>;
  };
  importRetryMatching: {
    body: JsonBody<operations['importRetryMatching']>;
    query: Query<operations['importRetryMatching']>;
    response: Ok<operations['importRetryMatching']>;
  };
  importSaveSingleManualCheck: {
    body: JsonBody<operations['importSaveSingleManualCheck']>;
    query: Query<operations['importSaveSingleManualCheck']>;
    response: Ok<operations['importSaveSingleManualCheck']>;
  };
  importSaveSingleMatchSelection: {
    body: JsonBody<operations['importSaveSingleMatchSelection']>;
    query: Query<operations['importSaveSingleMatchSelection']>;
    response: Ok<operations['importSaveSingleMatchSelection']>;
  };
  importSaveTag: {
    body: JsonBody<operations['importSaveTag']>;
    query: Query<operations['importSaveTag']>;
    response: Ok<operations['importSaveTag']>;
  };
  importSaveThresholds: {
    body: JsonBody<operations['importSaveThresholds']>;
    query: Query<operations['importSaveThresholds']>;
    response: Ok<operations['importSaveThresholds']>;
  };
  importStartMatching: {
    body: JsonBody<operations['importStartMatching']>;
    query: Query<operations['importStartMatching']>;
    response: Ok<operations['importStartMatching']>;
  };
  importStopMatching: {
    body: JsonBody<operations['importStopMatching']>;
    query: Query<operations['importStopMatching']>;
    response: Ok<operations['importStopMatching']>;
  };
  importUpload: {
    body: JsonBody<operations['importUpload']>;
    query: Query<operations['importUpload']>;
    response: Ok<operations['importUpload']>;
  };
  listsAddCompaniesToCompanyList: {
    body: JsonBody<operations['listsAddCompaniesToCompanyList']>;
    query: Query<operations['listsAddCompaniesToCompanyList']>;
    response: Ok<operations['listsAddCompaniesToCompanyList']>;
  };
  listsGetCompanyList: {
    body: JsonBody<operations['listsGetCompanyList']>;
    query: Query<operations['listsGetCompanyList']>;
    response: Ok<operations['listsGetCompanyList']>;
  };
  listsRemoveCompaniesFromCompanyList: {
    body: JsonBody<operations['listsRemoveCompaniesFromCompanyList']>;
    query: Query<operations['listsRemoveCompaniesFromCompanyList']>;
    response: Ok<operations['listsRemoveCompaniesFromCompanyList']>;
  };
  listsRenameCompanyList: {
    body: JsonBody<operations['listsRenameCompanyList']>;
    query: Query<operations['listsRenameCompanyList']>;
    response: Ok<operations['listsRenameCompanyList']>;
  };
  profilesAddCompaniesToCompanyList: {
    body: JsonBody<operations['profilesAddCompaniesToCompanyList']>;
    query: Query<operations['profilesAddCompaniesToCompanyList']>;
    response: Ok<operations['profilesAddCompaniesToCompanyList']>;
  };
  profilesCreateCompanyListFromMatches: {
    body: JsonBody<operations['profilesCreateCompanyListFromMatches']>;
    query: Query<operations['profilesCreateCompanyListFromMatches']>;
    response: Ok<operations['profilesCreateCompanyListFromMatches']>;
  };
  profilesGetTargetCompanyLists: {
    body: JsonBody<operations['profilesGetTargetCompanyLists']>;
    query: Query<operations['profilesGetTargetCompanyLists']>;
    response: Ok<operations['profilesGetTargetCompanyLists']>;
  };
  profilesRemoveCompaniesFromCompanyList: {
    body: JsonBody<operations['profilesRemoveCompaniesFromCompanyList']>;
    query: Query<operations['profilesRemoveCompaniesFromCompanyList']>;
    response: Ok<operations['profilesRemoveCompaniesFromCompanyList']>;
  };
  profilesRenameCompanyList: {
    body: JsonBody<operations['profilesRenameCompanyList']>;
    query: Query<operations['profilesRenameCompanyList']>;
    response: Ok<operations['profilesRenameCompanyList']>;
  };
  profilesSafeCompanyIdsToTargetRedis: {
    body: JsonBody<operations['profilesSafeCompanyIdsToTargetRedis']>;
    query: Query<operations['profilesSafeCompanyIdsToTargetRedis']>;
    response: Ok<operations['profilesSafeCompanyIdsToTargetRedis']>;
  };
  quotaGetCurrentQuotaInfosForExport: {
    body: JsonBody<operations['quotaGetCurrentQuotaInfosForExport']>;
    query: Query<operations['quotaGetCurrentQuotaInfosForExport']>;
    response: Ok<operations['quotaGetCurrentQuotaInfosForExport']>;
  };
  quotaGetUserQuotaInfo: {
    body: JsonBody<operations['quotaGetUserQuotaInfo']>;
    query: Query<operations['quotaGetUserQuotaInfo']>;
    response: Ok<operations['quotaGetUserQuotaInfo']>;
  };
  quotaHasEnoughQuota: {
    body: JsonBody<operations['quotaHasEnoughQuota']>;
    query: Query<operations['quotaHasEnoughQuota']>;
    response: Ok<operations['quotaHasEnoughQuota']>;
  };
  trackingTrackNewUserInteraction: {
    body: JsonBody<operations['trackingTrackNewUserInteraction']>;
    query: Query<operations['trackingTrackNewUserInteraction']>;
    response: Ok<operations['trackingTrackNewUserInteraction']>;
  };
  websitecheckGetResults: {
    body: JsonBody<operations['websitecheckGetResults']>;
    query: Query<operations['websitecheckGetResults']>;
    response: Ok<operations['websitecheckGetResults']>;
  };
  websitecheckGetStatus: {
    body: JsonBody<operations['websitecheckGetStatus']>;
    query: Query<operations['websitecheckGetStatus']>;
    response: Ok<operations['websitecheckGetStatus']>;
  };
  websitecheckStart: {
    body: JsonBody<operations['websitecheckStart']>;
    query: Query<operations['websitecheckStart']>;
    response: Ok<operations['websitecheckStart']>;
  };
  systemHealth: {
    body: JsonBody<operations['systemHealth']>;
    query: Query<operations['systemHealth']>;
    response: Ok<operations['systemHealth']>;
  };
  systemReady: {
    body: JsonBody<operations['systemReady']>;
    query: Query<operations['systemReady']>;
    response: Ok<operations['systemReady']>;
  };
}

export type OperationId = keyof OperationTypes;
export type AuthChangePasswordBody = OperationTypes['authChangePassword']['body'];
export type AuthChangePasswordResponse = OperationTypes['authChangePassword']['response'];
export type AuthGetLoginUrlBody = OperationTypes['authGetLoginUrl']['body'];
export type AuthGetLoginUrlResponse = OperationTypes['authGetLoginUrl']['response'];
export type AuthGetUserBody = OperationTypes['authGetUser']['body'];
export type AuthGetUserResponse = OperationTypes['authGetUser']['response'];
export type AuthLoginViaProviderToolBody = OperationTypes['authLoginViaProviderTool']['body'];
export type AuthLoginViaProviderToolResponse = OperationTypes['authLoginViaProviderTool']['response'];
export type AuthLogoutBody = OperationTypes['authLogout']['body'];
export type AuthLogoutResponse = OperationTypes['authLogout']['response'];
export type AuthOidcCallbackQuery = OperationTypes['authOidcCallback']['query'];
export type AuthOidcCallbackResponse = OperationTypes['authOidcCallback']['response'];
export type AuthSetFromTargetBody = OperationTypes['authSetFromTarget']['body'];
export type AuthSetFromTargetResponse = OperationTypes['authSetFromTarget']['response'];
export type AuthSetLanguageBody = OperationTypes['authSetLanguage']['body'];
export type AuthSetLanguageResponse = OperationTypes['authSetLanguage']['response'];
export type AuthSetTargetSessionBody = OperationTypes['authSetTargetSession']['body'];
export type AuthSetTargetSessionResponse = OperationTypes['authSetTargetSession']['response'];
export type AuthSignInBody = OperationTypes['authSignIn']['body'];
export type AuthSignInResponse = OperationTypes['authSignIn']['response'];
export type CompaniesExportCompaniesBody = OperationTypes['companiesExportCompanies']['body'];
export type CompaniesExportCompaniesResponse = OperationTypes['companiesExportCompanies']['response'];
export type CompaniesExportSelectedCompaniesBody = OperationTypes['companiesExportSelectedCompanies']['body'];
export type CompaniesExportSelectedCompaniesResponse =
  OperationTypes['companiesExportSelectedCompanies']['response'];
export type CompaniesGetExportFileQuery = OperationTypes['companiesGetExportFile']['query'];
export type CompaniesListActivatedCompaniesBody = OperationTypes['companiesListActivatedCompanies']['body'];
export type CompaniesListActivatedCompaniesResponse =
  OperationTypes['companiesListActivatedCompanies']['response'];
export type DashboardGetUserStatsBody = OperationTypes['dashboardGetUserStats']['body'];
export type DashboardGetUserStatsResponse = OperationTypes['dashboardGetUserStats']['response'];
export type EmailcheckGetResultsBody = OperationTypes['emailcheckGetResults']['body'];
export type EmailcheckGetResultsResponse = OperationTypes['emailcheckGetResults']['response'];
export type EmailcheckGetStatusBody = OperationTypes['emailcheckGetStatus']['body'];
export type EmailcheckGetStatusResponse = OperationTypes['emailcheckGetStatus']['response'];
export type EmailcheckStartBody = OperationTypes['emailcheckStart']['body'];
export type EmailcheckStartResponse = OperationTypes['emailcheckStart']['response'];
export type ExportExportMatchesBody = OperationTypes['exportExportMatches']['body'];
export type ExportExportMatchesResponse = OperationTypes['exportExportMatches']['response'];
export type ExportExportQualityReportBody = OperationTypes['exportExportQualityReport']['body'];
export type ExportExportQualityReportResponse = OperationTypes['exportExportQualityReport']['response'];
export type ExportGetExportFileQuery = OperationTypes['exportGetExportFile']['query'];
export type ExportGetExportInfoBody = OperationTypes['exportGetExportInfo']['body'];
export type ExportGetExportInfoResponse = OperationTypes['exportGetExportInfo']['response'];
export type ExportGetExportPreviewBody = OperationTypes['exportGetExportPreview']['body'];
export type ExportGetExportPreviewResponse = OperationTypes['exportGetExportPreview']['response'];
export type ExportGetExportStatusBody = OperationTypes['exportGetExportStatus']['body'];
export type ExportGetExportStatusResponse = OperationTypes['exportGetExportStatus']['response'];
export type ExportGetHistoryExportQuery = OperationTypes['exportGetHistoryExport']['query'];
export type ExportGetHistoryExportsZipQuery = OperationTypes['exportGetHistoryExportsZip']['query'];
export type ExportGetMailedExportQuery = OperationTypes['exportGetMailedExport']['query'];
export type ExportGetMailedExportInfoBody = OperationTypes['exportGetMailedExportInfo']['body'];
export type ExportGetMailedExportInfoResponse = OperationTypes['exportGetMailedExportInfo']['response'];
export type ExportGetQualityReportFileQuery = OperationTypes['exportGetQualityReportFile']['query'];
export type ExportHandleConnectLinkBody = OperationTypes['exportHandleConnectLink']['body'];
export type ExportHandleConnectLinkResponse = OperationTypes['exportHandleConnectLink']['response'];
export type ExportHandleTarget2LinkBody = OperationTypes['exportHandleTarget2Link']['body'];
export type ExportHandleTarget2LinkResponse = OperationTypes['exportHandleTarget2Link']['response'];
export type ExportHandleTargetLinkBody = OperationTypes['exportHandleTargetLink']['body'];
export type ExportHandleTargetLinkResponse = OperationTypes['exportHandleTargetLink']['response'];
export type ExportListHistoryExportsBody = OperationTypes['exportListHistoryExports']['body'];
export type ExportListHistoryExportsResponse = OperationTypes['exportListHistoryExports']['response'];
export type ExportSendExportViaMailBody = OperationTypes['exportSendExportViaMail']['body'];
export type ExportSendExportViaMailResponse = OperationTypes['exportSendExportViaMail']['response'];
export type ImportDeleteImportBody = OperationTypes['importDeleteImport']['body'];
export type ImportDeleteImportResponse = OperationTypes['importDeleteImport']['response'];
export type ImportGetImportNameBody = OperationTypes['importGetImportName']['body'];
export type ImportGetImportNameResponse = OperationTypes['importGetImportName']['response'];
export type ImportGetResultPrioritiesBody = OperationTypes['importGetResultPriorities']['body'];
export type ImportGetResultPrioritiesResponse = OperationTypes['importGetResultPriorities']['response'];
export type ImportGetResultsBody = OperationTypes['importGetResults']['body'];
export type ImportGetResultsResponse = OperationTypes['importGetResults']['response'];
export type ImportGetSampleFileQuery = OperationTypes['importGetSampleFile']['query'];
export type ImportGetStatisticsBody = OperationTypes['importGetStatistics']['body'];
export type ImportGetStatisticsResponse = OperationTypes['importGetStatistics']['response'];
export type ImportGetStatusBody = OperationTypes['importGetStatus']['body'];
export type ImportGetStatusResponse = OperationTypes['importGetStatus']['response'];
export type ImportGetThresholdsBody = OperationTypes['importGetThresholds']['body'];
export type ImportGetThresholdsResponse = OperationTypes['importGetThresholds']['response'];
export type ImportListImportsBody = OperationTypes['importListImports']['body'];
export type ImportListImportsResponse = OperationTypes['importListImports']['response'];
export type ImportRereadUploadBody = OperationTypes['importRereadUpload']['body'];
export type ImportRereadUploadResponse = OperationTypes['importRereadUpload']['response'];
export type ImportRetryMatchingBody = OperationTypes['importRetryMatching']['body'];
export type ImportRetryMatchingResponse = OperationTypes['importRetryMatching']['response'];
export type ImportSaveSingleManualCheckBody = OperationTypes['importSaveSingleManualCheck']['body'];
export type ImportSaveSingleManualCheckResponse = OperationTypes['importSaveSingleManualCheck']['response'];
export type ImportSaveSingleMatchSelectionBody = OperationTypes['importSaveSingleMatchSelection']['body'];
export type ImportSaveSingleMatchSelectionResponse =
  OperationTypes['importSaveSingleMatchSelection']['response'];
export type ImportSaveTagBody = OperationTypes['importSaveTag']['body'];
export type ImportSaveTagResponse = OperationTypes['importSaveTag']['response'];
export type ImportSaveThresholdsBody = OperationTypes['importSaveThresholds']['body'];
export type ImportSaveThresholdsResponse = OperationTypes['importSaveThresholds']['response'];
export type ImportStartMatchingBody = OperationTypes['importStartMatching']['body'];
export type ImportStartMatchingResponse = OperationTypes['importStartMatching']['response'];
export type ImportStopMatchingBody = OperationTypes['importStopMatching']['body'];
export type ImportStopMatchingResponse = OperationTypes['importStopMatching']['response'];
export type ImportUploadResponse = OperationTypes['importUpload']['response'];
export type ListsAddCompaniesToCompanyListBody = OperationTypes['listsAddCompaniesToCompanyList']['body'];
export type ListsAddCompaniesToCompanyListResponse =
  OperationTypes['listsAddCompaniesToCompanyList']['response'];
export type ListsGetCompanyListBody = OperationTypes['listsGetCompanyList']['body'];
export type ListsGetCompanyListResponse = OperationTypes['listsGetCompanyList']['response'];
export type ListsRemoveCompaniesFromCompanyListBody =
  OperationTypes['listsRemoveCompaniesFromCompanyList']['body'];
export type ListsRemoveCompaniesFromCompanyListResponse =
  OperationTypes['listsRemoveCompaniesFromCompanyList']['response'];
export type ListsRenameCompanyListBody = OperationTypes['listsRenameCompanyList']['body'];
export type ListsRenameCompanyListResponse = OperationTypes['listsRenameCompanyList']['response'];
export type ProfilesAddCompaniesToCompanyListBody =
  OperationTypes['profilesAddCompaniesToCompanyList']['body'];
export type ProfilesAddCompaniesToCompanyListResponse =
  OperationTypes['profilesAddCompaniesToCompanyList']['response'];
export type ProfilesCreateCompanyListFromMatchesBody =
  OperationTypes['profilesCreateCompanyListFromMatches']['body'];
export type ProfilesCreateCompanyListFromMatchesResponse =
  OperationTypes['profilesCreateCompanyListFromMatches']['response'];
export type ProfilesGetTargetCompanyListsBody = OperationTypes['profilesGetTargetCompanyLists']['body'];
export type ProfilesGetTargetCompanyListsResponse =
  OperationTypes['profilesGetTargetCompanyLists']['response'];
export type ProfilesRemoveCompaniesFromCompanyListBody =
  OperationTypes['profilesRemoveCompaniesFromCompanyList']['body'];
export type ProfilesRemoveCompaniesFromCompanyListResponse =
  OperationTypes['profilesRemoveCompaniesFromCompanyList']['response'];
export type ProfilesRenameCompanyListBody = OperationTypes['profilesRenameCompanyList']['body'];
export type ProfilesRenameCompanyListResponse = OperationTypes['profilesRenameCompanyList']['response'];
export type ProfilesSafeCompanyIdsToTargetRedisBody =
  OperationTypes['profilesSafeCompanyIdsToTargetRedis']['body'];
export type ProfilesSafeCompanyIdsToTargetRedisResponse =
  OperationTypes['profilesSafeCompanyIdsToTargetRedis']['response'];
export type QuotaGetCurrentQuotaInfosForExportBody =
  OperationTypes['quotaGetCurrentQuotaInfosForExport']['body'];
export type QuotaGetCurrentQuotaInfosForExportResponse =
  OperationTypes['quotaGetCurrentQuotaInfosForExport']['response'];
export type QuotaGetUserQuotaInfoBody = OperationTypes['quotaGetUserQuotaInfo']['body'];
export type QuotaGetUserQuotaInfoResponse = OperationTypes['quotaGetUserQuotaInfo']['response'];
export type QuotaHasEnoughQuotaBody = OperationTypes['quotaHasEnoughQuota']['body'];
export type QuotaHasEnoughQuotaResponse = OperationTypes['quotaHasEnoughQuota']['response'];
export type TrackingTrackNewUserInteractionBody = OperationTypes['trackingTrackNewUserInteraction']['body'];
export type TrackingTrackNewUserInteractionResponse =
  OperationTypes['trackingTrackNewUserInteraction']['response'];
export type WebsitecheckGetResultsBody = OperationTypes['websitecheckGetResults']['body'];
export type WebsitecheckGetResultsResponse = OperationTypes['websitecheckGetResults']['response'];
export type WebsitecheckGetStatusBody = OperationTypes['websitecheckGetStatus']['body'];
export type WebsitecheckGetStatusResponse = OperationTypes['websitecheckGetStatus']['response'];
export type WebsitecheckStartBody = OperationTypes['websitecheckStart']['body'];
export type WebsitecheckStartResponse = OperationTypes['websitecheckStart']['response'];
export type SystemHealthResponse = OperationTypes['systemHealth']['response'];
export type SystemReadyResponse = OperationTypes['systemReady']['response'];
