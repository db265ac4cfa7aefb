// This file is generated from api-client/openapi.yaml by `npm run generate`. Do not edit it by hand.
export interface paths {
  '/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Liveness probe
     * @description Answers as long as the process serves requests; public and cheap, so it stays fast while heavy uploads or checks run (reliability/bad-inputs.md).
     */
    get: operations['systemHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Readiness probe
     * @description Answers 200 when this process should be sent traffic or work: its database answers, the database's migrations are all applied, the process is not shutting down and, in the `worker` and `all` roles, the matching engine has loaded the company index. Otherwise 503 `service_unavailable`, and a proxy or orchestrator sends it nothing until it is ready (docs/deployment.md). Public; `/health` stays the cheap liveness probe.
     */
    get: operations['systemReady'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/auth/getLoginUrl': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Get the login service URL
     * @description Returns the URL of the external login service (carrying the product code) that the login page hands over to. Public (spec sections 2 Login page, 7 Auth).
     */
    post: operations['authGetLoginUrl'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/auth/signIn': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in at the built-in login service
     * @description The built-in login service's sign-in (the page getLoginUrl points to when no external provider is configured). Checks e-mail and password, starts a new session (a new session id at every sign-in) and returns where to go next. Wrong credentials answer 401 `login_failed` with `attemptsLeft`; the last allowed failure answers 429 `login_attempts_exhausted` and a locked account 429 `login_blocked`, both with `retryAfterSeconds` and a Retry-After header. Unknown accounts get the same answers as known ones. Public (spec sections 2 Login page, 4 Login, 8 Other).
     */
    post: operations['authSignIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log out
     * @description Ends the session and clears the session cookie; the client then clears the user and goes to /login (spec section 4 Login).
     */
    post: operations['authLogout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/auth/getUser': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Get the logged-in user
     * @description Returns the user of the current session; a 401 means logged out, and the client routes to /login (spec sections 3 User, 4 Login).
     */
    post: operations['authGetUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/auth/loginViaProviderTool': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log in with a tool session token
     * @description Logs a user in from an external tool session (integration mode with `session` in the query) and sets the session cookie. The token is one-time, valid for 60 s and bound to a user and the tool named here (ADR 012); a refused token (expired, replayed, another tool, a bad signature, an unknown user) answers 401 `handover_failed`. Public; repeated failures answer 429 (spec sections 2 Query flags, 7 Auth).
     */
    post: operations['authLoginViaProviderTool'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/auth/oidcCallback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Come back from the OpenID Connect provider
     * @description Where the OpenID provider sends the browser back after sign-in when single sign-on is configured
     *     (`OIDC_ISSUER`, docs/auth.md): the authorisation code is exchanged with PKCE, the state and the
     *     nonce are checked against the sign-in this browser started (a cookie binds them), and a user with
     *     the verified e-mail is signed in (linked, or created on first sign-in). Answers 303 to the page
     *     the user came from, or to `/login?sso=failed` when anything does not check out (logged). Public.
     */
    get: operations['authOidcCallback'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/auth/setFromTarget': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark the session as coming from the sister product
     * @description Sets `fromTarget` on the current session so the app shows the sister-product login states and defaults (spec sections 2 Query flags, 6).
     */
    post: operations['authSetFromTarget'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/auth/setTargetSession': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Store the sister-product session id
     * @description Stores the target session id handed over by the sister product on the current session (spec section 7 Auth).
     */
    post: operations['authSetTargetSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/auth/changePassword': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change the password at the built-in login service
     * @description The built-in login service's account page (/account) changes the signed-in user's password. Checks in order: a missing current or new password answers 400 `password_missing`, a new password shorter than 8 characters 400 `password_too_short`, a new password equal to the current one 400 `password_unchanged` (each with `field`); then the per-IP limit it shares with signIn (429 `too_many_requests` with `retryAfterSeconds` and a Retry-After header); a wrong current password answers 403 `wrong_password` with `field: currentPassword` (not 401, which would sign the user out: the session stays valid). On success the new password is stored and every OTHER session of the account ends; the calling session stays signed in. An external login provider has its own account page instead (LoginUrlResponse.settingsUrl).
     */
    post: operations['authChangePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/auth/setLanguage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set the user's language
     * @description Stores the UI language on the user's record (spec section 3 User.language) and returns the updated user; the app switches to it and server messages follow it from the next request on.
     */
    post: operations['authSetLanguage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/quota/getUserQuotaInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Get the user's quota
     * @description Returns the export quota shown in the side-menu counter and on the quota page. `currentQuota` is the USED amount (spec section 3 Quota; domain/quota.ts).
     */
    post: operations['quotaGetUserQuotaInfo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/quota/getCurrentQuotaInfosForExport': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Quota calculation for an export
     * @description Computes what an export of `numRequestedExports` companies would cost, as shown in the export step's quota calculation; with `batchId` the batch's locked companies and the companies an earlier export of the batch charged are not charged (spec section 5 Export; domain/quota.ts quotaInfoForExport).
     */
    post: operations['quotaGetCurrentQuotaInfosForExport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/quota/hasEnoughQuota': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Check the quota covers an export
     * @description Tells whether the quota covers `numRequested` companies (always true when unlimited); the export download is disabled otherwise (spec section 5 Export).
     */
    post: operations['quotaHasEnoughQuota'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/emailcheck/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start the e-mail check
     * @description Starts the reachability check of the batch's e-mail addresses (it can take up to an hour) and returns the initial status; the client then polls getStatus every second (spec section 4 E-mail check).
     */
    post: operations['emailcheckStart'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/emailcheck/getStatus': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * E-mail check status
     * @description Returns the progress of the batch's e-mail check; `state` idle means no check was started, so the report offers to start one (spec section 4 E-mail check).
     */
    post: operations['emailcheckGetStatus'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/emailcheck/getResults': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * E-mail check results
     * @description Returns the counts and the examples of unavailable addresses for the quality report, once the check has finished (spec sections 3 E-mail check, 2 Quality report).
     */
    post: operations['emailcheckGetResults'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/websitecheck/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start the website check
     * @description Starts the reachability check of the batch's websites (only http/https; private and reserved addresses are reported as blocked without connecting) and returns the initial status; the client polls getStatus every second (spec section 4, reliability/bad-inputs.md 38).
     */
    post: operations['websitecheckStart'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/websitecheck/getStatus': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Website check status
     * @description Returns the progress of the batch's website check; `state` idle means no check was started (spec section 4 Website check).
     */
    post: operations['websitecheckGetStatus'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/websitecheck/getResults': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Website check results
     * @description Returns the counts and examples (redirects with their final URL, unavailable and blocked sites) for the quality report's URL check (spec sections 3 Website check, 2 Quality report).
     */
    post: operations['websitecheckGetResults'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/import/upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a spreadsheet
     * @description Accepts one xls, xlsx or csv file, creates a batch and returns the detected mapping and example values for the mapping step. Content decides the file type; bad files answer 400 with a code such as `empty_file`, `no_data_rows`, `unclosed_quote`, `corrupt_file`, `password_protected`, `not_a_spreadsheet` and never leave a half-created import (spec sections 2 Upload, 5 Upload; reliability/bad-inputs.md 1-36).
     */
    post: operations['importUpload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/import/getSampleFile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download the sample customer file
     * @description A generated customer file (noisy copies of companies of the installed database) a new user can download, look at and upload to try the product. The upload area links to it.
     */
    get: operations['importGetSampleFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/import/rereadUpload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Read the uploaded file again with another sheet or encoding
     * @description The mapping screen's sheet and encoding choice: reads the stored upload again (no second upload)
     *     with the given sheet of a workbook or the given encoding of a csv, replaces the import's rows
     *     and answers like the upload. The choice is kept with the import. Only before matching has
     *     started: afterwards 409 `import_started`. 400 `sheet_not_found` for a sheet the workbook does
     *     not have, `encoding_not_applicable` for an encoding of a workbook; 404 for another user's batch.
     */
    post: operations['importRereadUpload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/import/startMatching': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Save the mapping and start matching
     * @description Saves the mapping and starts matching unless duplicate external ids need confirmation
     *     (`checkDuplicateExtIds` true), the provider-id column holds invalid ids, or a batch matched
     *     before has review decisions that a new run would discard (`reviewDecisions` > 0 and
     *     `discardReviewDecisions` not true); `started` tells which (spec sections 5 Mapping, 8 Start
     *     matching). Of simultaneous calls for one batch exactly one starts; the others, and any call
     *     while the batch's matching is queued or running, answer 409 `matching_running`.
     */
    post: operations['importStartMatching'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/import/stopMatching': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Stop matching
     * @description Stops the batch's running matching, e.g. when the user resets the wizard and asks to stop processing (spec section 4 Wizard).
     */
    post: operations['importStopMatching'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/import/retryMatching': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Retry failed or stopped matching
     * @description Continues the batch's failed or stopped matching from its last checkpoint: the rows that have
     *     results keep them, the others are matched (the status page's retry after `state` failed).
     *     409 `matching_running` while the matching is queued or running; 412 `matching_not_started`
     *     when the batch was never started; 409 `matching_finished` when it has finished.
     */
    post: operations['importRetryMatching'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/import/deleteImport': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Delete an import
     * @description Deletes the batch and its data from the past-imports list; exports made from it stay in the history and are marked deleted (spec sections 2 Past-imports list, Exports list).
     */
    post: operations['importDeleteImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/import/getImportName': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * File name and tag of an import
     * @description Returns the batch's file name and tag, loaded first when a wizard step is restored (spec sections 3 Import name response, 4 Restoring a step).
     */
    post: operations['importGetImportName'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/import/getStatus': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Matching progress
     * @description Returns the batch's matching progress and counts; polled every 1, 5 or 6 seconds by row count until finished. A 412 (matching not started yet) is ignored by the poller (spec sections 3 Status, 4 Import progress, 8 General).
     */
    post: operations['importGetStatus'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/import/getResultPriorities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Best-match probability per row
     * @description Returns probability and isNoMatch of every matched row, from which the client recomputes the counts while the threshold slider moves (spec section 4 Match type per row; domain/matchType.ts).
     */
    post: operations['importGetResultPriorities'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/import/getThresholds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Get the exact-match threshold
     * @description Returns the batch's exact-match threshold (0.7 unless changed) (spec sections 4 Match type per row, 9).
     */
    post: operations['importGetThresholds'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/import/saveThresholds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Save the exact-match threshold
     * @description Saves the threshold from the slider and returns the recomputed counts; it invalidates the cached quality report and export info (spec section 4 Review).
     */
    post: operations['importSaveThresholds'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/import/saveTag': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Save the tag (export name)
     * @description Saves the batch's tag; it must be 1 to 36 characters and not blank, because an empty tag is not saved (spec sections 4 Tag editing, 5 Tag).
     */
    post: operations['importSaveTag'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/import/getStatistics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Quality report statistics
     * @description Returns the statistics of a finished batch behind the quality report and its summary (spec sections 3 Statistics, 2 Quality report), counted by a job per review state; `state` processing until they are ready. 412 `matching_not_finished` before matching has finished.
     */
    post: operations['importGetStatistics'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/import/saveSingleMatchSelection': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Select or deselect one match
     * @description Selects or deselects the match at `pos` of row `rowId` on the review page, on any tab; selecting
     *     also marks the row checked (spec section 4 Review), deselecting leaves the check as it is. A row
     *     is one company: selecting an entry deselects the row's other entries, so at most one is
     *     selected (`isSelected` of each match, spec 3 pos/isMatchSelected). Selecting the no-match entry
     *     is a decision too ('none of these').
     *     Idempotent: setting the same value twice is the same as once. The answer is sent after the
     *     commit and is the row's state as stored. 404 when the row or `pos` does not exist; 412
     *     `matching_not_finished` while the batch's matching job is not finished (decisions are only
     *     written on a finished batch).
     */
    post: operations['importSaveSingleMatchSelection'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/import/saveSingleManualCheck': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark one row checked or unchecked
     * @description Sets the 'row checked' switch of row `rowId` on the review page's manual tab; the remaining-checks
     *     counter follows `checkedCount` (spec section 4 Review). Idempotent: setting the same value twice
     *     is the same as once. The answer is sent after the commit and is the row's state as stored. 404
     *     when the row does not exist; 412 `matching_not_finished` while the batch's matching job is not
     *     finished.
     */
    post: operations['importSaveSingleManualCheck'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/import/getResults': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * One page of review results
     * @description Returns a page of input rows with their matches for one review tab (match type by the saved
     *     threshold, domain/matchType.ts), ordered by row id; the client caches 15 rows at a time and
     *     shows one per page (spec sections 2 Review page, 3 Result page response, 9). `pageSize` is capped
     *     at 100; a page past the end is empty. Only rows matched so far are listed, so it works while
     *     matching runs (and is empty before it starts).
     */
    post: operations['importGetResults'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/import/listImports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * List past imports
     * @description Returns one page (0-based; the /list query is 1-based) of the user's own imports, newest first, optionally filtered by a search term on file name and tag (spec section 2 Past-imports list).
     */
    post: operations['importListImports'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/lists/addCompaniesToCompanyList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add companies to a list (connect flow)
     * @description Finishes the connect import in mode 'add', adding the batch's matched companies to list `listId`
     *     (or, without `listId`, to a new list named after the import's tag: `newlyCreated`), optionally
     *     deleting the import afterwards (spec sections 2 Connect import, 3 Connect finish result). Uses no
     *     quota; writes an export history entry of product `connect`. 412 `matching_not_finished` before
     *     matching has finished; 404 for another user's batch or list.
     */
    post: operations['listsAddCompaniesToCompanyList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/lists/removeCompaniesFromCompanyList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Remove companies from a list (connect flow)
     * @description Finishes the connect import in mode 'remove', removing the batch's matched companies from list
     *     `listId` (required in this mode: 400 without it) (spec sections 2 Connect import, 3 Connect finish
     *     result). `numCompaniesModified` counts the companies that were on the list.
     */
    post: operations['listsRemoveCompaniesFromCompanyList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/lists/renameCompanyList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rename the list (connect flow)
     * @description Renames list `listId` from the connect finish screen; the name must be 3 to 400 characters (spec sections 2 Connect import, 5 Company lists).
     */
    post: operations['listsRenameCompanyList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/lists/getCompanyList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * One page of a company list with the provider's data
     * @description The list page (`/lists/:id`, opened in a new tab from the company list dialog, the connect finish
     *     screen and the exports list) shows what arrived in a list: its name and one page of its companies
     *     with the provider's data, filtered and sorted on the server. Companies of data packs the account
     *     has not bought are listed locked (`isUnlocked` false, no data), as in review. Only the list's
     *     owner sees it (404 otherwise, also for lists that live in a remote prospecting product).
     */
    post: operations['listsGetCompanyList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/profiles/getTargetCompanyLists': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The user's target 1 company lists
     * @description Returns the company lists the export dialog offers in mode 'existing'; needs target1Permissions.ACCESS (spec sections 2 Export step form, 6).
     */
    post: operations['profilesGetTargetCompanyLists'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/profiles/createCompanyListFromMatches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Export to a new target 1 company list
     * @description Creates a target 1 company list named `companyListName` (3 to 400 characters) from the batch's matches and returns the URL that opens it; uses no quota (spec sections 4 Company list dialog, 5 Company lists, 5 Export).
     */
    post: operations['profilesCreateCompanyListFromMatches'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/profiles/addCompaniesToCompanyList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Export to an existing target 1 company list
     * @description Adds the batch's matched companies to the existing target 1 list `listId` (dialog mode 'existing'); uses no quota (spec sections 4 Company list dialog, 7 Profiles).
     */
    post: operations['profilesAddCompaniesToCompanyList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/profiles/removeCompaniesFromCompanyList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Remove companies from a target 1 company list
     * @description Removes the batch's matched companies from target 1 list `listId`; same shapes as the lists call (spec section 7 Profiles).
     */
    post: operations['profilesRemoveCompaniesFromCompanyList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/profiles/renameCompanyList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rename a target 1 company list
     * @description Renames target 1 list `listId`; the name must be 3 to 400 characters (spec sections 5 Company lists, 7 Profiles).
     */
    post: operations['profilesRenameCompanyList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/profiles/safeCompanyIdsToTargetRedis': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Hand the matched companies over to target 2
     * @description Stores the batch's matched company ids for target 2 and returns whether the user has target 2 access and the URL to open it (optionally with a login link); uses no quota (spec sections 2 Export footer, 5 Export, 8 Target).
     */
    post: operations['profilesSafeCompanyIdsToTargetRedis'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/tracking/trackNewUserInteraction': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record a user interaction
     * @description Records one user interaction (e.g. a button press) for product analytics; fire-and-forget for the client (spec section 7 Tracking).
     */
    post: operations['trackingTrackNewUserInteraction'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/dashboard/getUserStats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Dashboard usage statistics
     * @description Returns the statistics table of the dashboard; a failure is silent in the app (spec sections 2 Dashboard, 3 Dashboard stats, 8 Other).
     */
    post: operations['dashboardGetUserStats'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/export/getExportInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * What an export of the batch would contain
     * @description Returns the number of companies (and locked companies) and the consolidated-view column rows with their default actions for the export step (spec sections 3 Export info, 4 Custom column action values).
     */
    post: operations['exportGetExportInfo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/export/getExportPreview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * What the chosen column actions do to the data
     * @description Before an export, per consolidated column and its chosen action: how many of the exported
     *     companies keep their value, how many empty values the provider's value fills, how many values
     *     it overwrites and how many it clears (the provider has none), each with up to three examples
     *     (beyond the spec: what a careful user wants to know before overwriting a CRM). The figures are
     *     counted once per batch and review state by a job; until they are ready the answer has `ready`
     *     false and the client asks again after a second. 404 for another user's batch; 412
     *     `matching_not_finished` before matching has finished.
     */
    post: operations['exportGetExportPreview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/export/sendExportViaMail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send the export download link by mail
     * @description Switches the batch's queued or running export to mail delivery, so the download link is e-mailed instead of downloaded in the browser (spec section 4 Export).
     */
    post: operations['exportSendExportViaMail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/export/getExportStatus': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Export status
     * @description Returns the state of the batch's export; polled every second until `exportInQueue` is false, then the file is downloaded unless mail delivery was chosen (spec section 4 Export).
     */
    post: operations['exportGetExportStatus'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/export/exportMatches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a file export
     * @description Queues the export of the batch as xlsx or csv with the chosen views; the export job charges the quota in the transaction that records the finished file, once per company and import (locked companies and companies an earlier export of the import charged are free; a failed or killed export charges nothing). 412 `matching_not_finished` before matching has finished; 400 `export_field_locked` when a column of a field that is not unlocked for the account has another action than ACTION_DO_NOT_EXPORT. Answers 409 with `export_in_progress`, `not_enough_quota`, `no_quota_left` or `no_companies_in_export`; a second identical request while one runs never starts a second export (spec sections 4 Export, 5 Export, 8 Export; reliability/bad-inputs.md 43).
     */
    post: operations['exportExportMatches'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/export/exportQualityReport': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Prepare the quality report PDF
     * @description Renders the batch's quality report (export mode) as PDF; when `ready` is true it can be downloaded with GET getQualityReportFile (spec sections 2 Export mode, Quality report page).
     */
    post: operations['exportExportQualityReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/export/listHistoryExports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * List latest exports
     * @description Returns one page (0-based; the /exports query is 1-based) of the account's export history with total and filtered counts, sortable by date and name (spec section 2 Exports list, 3 Export history item).
     */
    post: operations['exportListHistoryExports'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/export/handleTargetLink': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Resolve a target 1 reference link
     * @description Resolves the reference of a target 1 export in the exports list to the URL of its profile; failures are only logged by the app (spec sections 2 Exports list, 8 Other).
     */
    post: operations['exportHandleTargetLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/export/handleConnectLink': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Resolve a connect reference link
     * @description Resolves the reference of a connect export in the exports list to the URL of its company list (spec section 2 Exports list).
     */
    post: operations['exportHandleConnectLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/export/handleTarget2Link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Resolve a target 2 reference link
     * @description Resolves the reference of a target 2 export to `target2Link` (opened in a new tab) when the user has target 2 access; otherwise the app warns 'No access to TARGET 2' (spec sections 2 Exports list, 8 Target).
     */
    post: operations['exportHandleTarget2Link'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/export/getExportFile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download the export file
     * @description Browser download of the batch's latest finished export in the given file type, with an encoded `Content-Disposition` file name (spec sections 4 Export, 7 Export); 404 when there is none, 410 `file_expired` after the retention time.
     */
    get: operations['exportGetExportFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/export/getQualityReportFile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download the quality report PDF
     * @description Browser download of the batch's quality report PDF prepared by exportQualityReport (spec section 7 Export).
     */
    get: operations['exportGetQualityReportFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/export/getHistoryExport': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download a past export
     * @description Browser download of one export of the exports list by its history id; another user's id answers 404, a file removed after the retention time 410 `file_expired` (spec sections 2 Exports list, 7 Export).
     */
    get: operations['exportGetHistoryExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/export/getHistoryExportsZip': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download several past exports as one zip
     * @description The exports list's bulk export: the files of the given history ids (the selection), or without
     *     `ids` of every export matching `searchterm` (the filtered list), as one zip of at most 500
     *     files. Only the caller's own exports; an id of another user or unknown answers 404. Files
     *     removed after the retention time are left out and named in the archive's `LIESMICH.txt`
     *     (spec section 2 Exports list).
     */
    get: operations['exportGetHistoryExportsZip'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/export/getMailedExportInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * What a mailed download link leads to
     * @description The download page behind a mailed link (`/download?token=…`) asks first: the export's name, file
     *     name and when the link expires. Only the link's owner may open it; another user's or an unknown
     *     token answers 404. An expired link answers 200 with `expired` true, so the page can say so.
     */
    post: operations['exportGetMailedExportInfo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/export/getMailedExport': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download the file of a mailed link
     * @description Browser download of the export a mailed link names. Only for the link's owner (404 otherwise); 410 `link_expired` after the link's expiry (`MAIL_LINK_DAYS`, 7 by default), 410 `file_expired` when the file was removed after the retention time.
     */
    get: operations['exportGetMailedExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/companies/listActivatedCompanies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * List activated companies
     * @description Returns one page (0-based) of the companies the account has activated (exported with quota), filtered and sorted, with total and filtered counts (spec section 7 Companies).
     */
    post: operations['companiesListActivatedCompanies'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/companies/exportCompanies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Export all filtered activated companies
     * @description Writes every activated company matching the filters to a file and returns its name for GET companies/getExportFile (bulk export; spec section 7 Companies).
     */
    post: operations['companiesExportCompanies'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/companies/exportSelectedCompanies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Export selected activated companies
     * @description Writes the selected activated companies to a file and returns its name for GET companies/getExportFile; unknown or foreign ids answer 404 (spec section 7 Companies).
     */
    post: operations['companiesExportSelectedCompanies'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backend/companies/getExportFile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download an activated-companies export
     * @description Browser download of a file written by exportCompanies or exportSelectedCompanies; only the account that wrote it may fetch it (spec section 7 Companies).
     */
    get: operations['companiesGetExportFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description One error. `message` is already translated into the user's language; the app shows 'type: message', or for ParseError 'message: file line' (spec section 8 General). */
    ErrorItem: {
      /** @description Machine code, e.g. missing_csrf_header, unsupported_media_type, not_implemented, validation_error, not_found, unauthorized, payload_too_large, ParseError. */
      type: string;
      message: string;
      /** @description File name, for upload parse errors. */
      file?: string;
      /** @description 1-based physical line in the file, for upload parse errors. */
      line?: number;
      /** @description 1-based data row (record), for row-level problems. */
      row?: number;
      /** @description Column name (customer header) or request field path. */
      column?: string;
      /** @description Sign-in attempts left before the account is locked (`login_failed`). */
      attemptsLeft?: number;
      /** @description Seconds until the next attempt is allowed (`login_attempts_exhausted`, `login_blocked`, `too_many_requests`). */
      retryAfterSeconds?: number;
      /** @description The form field an error belongs to (`email`, `password`; `currentPassword`, `newPassword` for changePassword). */
      field?: string;
    };
    /** @description The body of every error response. */
    ErrorBody: {
      errors: components['schemas']['ErrorItem'][];
    };
    /** @description Body of calls that take no parameters; send `{}`. */
    EmptyRequest: Record<string, never>;
    /** @description Answer of calls that have nothing else to say. */
    OkResponse: {
      /** @constant */
      ok: true;
    };
    HealthResponse: {
      /** @constant */
      status: 'ok';
      /** @description The server's release version, e.g. 1.21.0. */
      version: string;
    };
    ReadyResponse: {
      /** @constant */
      status: 'ready';
      /**
       * @description The process's role (DATACARE_ROLE, docs/deployment.md): `all` serves the app and the API and runs the jobs, `api` serves the app and the API, `worker` runs the jobs.
       * @enum {string}
       */
      role: 'all' | 'api' | 'worker';
    };
    /** @description Id of an import (batch), generated by the server on upload. */
    BatchId: string;
    /** @description Id of a company list in the connected product. */
    ListId: string;
    /** @description Id of a company in the provider's database. */
    CompanyId: string;
    /** @description The random token of a mailed download link. */
    MailLinkToken: string;
    /** @description Id of an export history entry. */
    ExportHistoryId: number;
    /** @description Server-generated name of an activated-companies export file; never a path. */
    ExportFileName: string;
    /** @description 1-based id of an input row within its batch. */
    RowId: number;
    /**
     * @description UI language; German is the default, English the fallback.
     * @enum {string}
     */
    Language: 'de' | 'en' | 'fr';
    /** @description Page selection. `page` is 0-based in the API (the /list and /exports queries are 1-based). */
    Paging: {
      page: number;
      pageSize: number;
    };
    /** @enum {string} */
    SortOrder: 'asc' | 'desc';
    /** @description Free-text search; an empty string means no filter. */
    Searchterm: string;
    /**
     * @description How a row counts at the current threshold (spec section 4 Match type per row; domain/matchType.ts).
     * @enum {string}
     */
    MatchType: 'exact' | 'manual' | 'noMatch';
    /**
     * @description Register status of a company.
     * @enum {string}
     */
    CompanyStatus: 'active' | 'in_liquidation' | 'deleted' | 'not_in_hr';
    /** @description One entry of a distribution (legal form, size bucket, zip digit, industry, e-mail prefix, TLD...). */
    KeyCount: {
      key: string;
      count: number;
    };
    GetLoginUrlRequest: {
      /** @description App path (with query) to return to after login; only same-origin paths are accepted. */
      redirect?: string;
      lang?: components['schemas']['Language'];
    };
    /** @description E-mail and password as typed. Kept permissive on purpose: the server answers an empty e-mail `username_missing`, a malformed one `invalid_email` and an empty password `password_missing` (spec section 2 Login page), which the form shows next to the field. */
    SignInRequest: {
      email: string;
      password: string;
      /** @description App path (with query) to return to after sign-in; only same-origin paths are accepted. */
      redirect?: string;
    };
    SignInResponse: {
      /** @description Same-origin path to continue at (the requested redirect, else /dashboard). */
      redirectUrl: string;
    };
    LoginUrlResponse: {
      /** @description The login service URL, carrying the product code and the redirect back to the app: an absolute URL for an external (OIDC) provider, or a same-origin path (/signin?...) for the built-in login service. */
      loginUrl: string;
      /** @description The login service's account settings page, which the header's settings link opens (spec section 1): the same-origin path /account for the built-in login service (the app's own page, opened in the same tab), or the external provider's absolute account page URL (opened in a new tab). */
      settingsUrl: string;
    };
    /** @description The current and the new password as typed. Kept permissive on purpose, like SignInRequest: the server answers an empty one `password_missing`, a new one under 8 characters `password_too_short` and an unchanged one `password_unchanged`, each naming the field the form shows it next to. */
    ChangePasswordRequest: {
      currentPassword: string;
      newPassword: string;
    };
    SetLanguageRequest: {
      language: components['schemas']['Language'];
    };
    LoginViaProviderToolRequest: {
      /** @description The tool session token from the `session` query parameter. */
      session: string;
      /** @description Name of the tool that issued the session. */
      tool: string;
    };
    SetTargetSessionRequest: {
      targetSessionId: string;
    };
    Permission: {
      ACCESS: boolean;
    };
    /**
     * @description Chooses the tag-manager snippet; intern and alumni are excluded from the satisfaction survey (spec section 6).
     * @enum {string}
     */
    ContractType: 'demo' | 'test' | 'paid' | 'subcontract' | 'intern' | 'alumni';
    /** @description The logged-in user (spec section 3 User). */
    User: {
      id: string;
      /** @description Null when the account has no e-mail (then no survey is triggered). */
      email: string | null;
      firstName: string;
      /** @description Last name. */
      name: string;
      /** @description Shown in the header, truncated to 60 characters by the app. */
      fullName: string;
      language: components['schemas']['Language'];
      lastAccountId: string | null;
      /** @description The avatar image, or null for none. `data` is base64 or already a data URL. */
      pictureUrl: {
        mime: string;
        data: string;
      } | null;
      /** @description The session entered from the sister product. */
      fromTarget: boolean;
      targetSessionId: string | null;
      contractType: components['schemas']['ContractType'];
      companyName?: string | null;
      target1Permissions: components['schemas']['Permission'];
      target2Permissions: components['schemas']['Permission'];
      /**
       * Format: date-time
       * @description When the user last answered or dismissed the satisfaction survey; it is offered at most once in 90 days.
       */
      lastSurveyAt: string | null;
    };
    /**
     * @description The export quota (spec section 3 Quota). The spec reads `currentQuota` two ways; this API fixes
     *     it: `currentQuota` is the USED amount. Remaining = totalQuota - currentQuota (never below 0),
     *     or a dash when `unlimited`. Computed in one place only: domain/quota.ts `remainingQuota`.
     */
    Quota: {
      /** @description The contract quota (default 5000). */
      totalQuota: number;
      /** @description The USED amount of the contract quota (not the remaining amount). Remaining = totalQuota - currentQuota, see domain/quota.ts. */
      currentQuota: number;
      /** @description Once the contract quota is used up the account gets 5,000 more companies per calendar month. */
      monthlyExpand: boolean;
      /** @description Companies charged to this calendar month's expansion allowance; 0 when monthlyExpand is false. */
      monthlyUsed: number;
      /** @description No limit; the app shows an unlimited label and a dash for remaining. */
      unlimited: boolean;
    };
    QuotaInfoForExportRequest: {
      /** @description Companies the user wants to export. */
      numRequestedExports: number;
      batchId?: components['schemas']['BatchId'];
      exportType?: components['schemas']['ExportType'];
    };
    /** @description The export step's quota calculation (domain/quota.ts quotaInfoForExport defines each field). */
    QuotaInfoForExport: {
      /** @description Companies this export charges (requested minus locked; 0 for company-list exports). */
      neededExport: number;
      /** @description The part of neededExport beyond the remaining contract quota, drawn from the monthly expansion when it applies. */
      neededOverused: number;
      /** @description Quota left after the export (contract remaining + monthly allowance - neededExport); negative means not enough quota; null when unlimited. */
      restQuota: number | null;
      /** @description Companies the quota does not cover (max(0, -restQuota)). */
      numNotExported: number;
      /** @description Monthly expansion allowance still available this month (0 when monthlyExpand does not apply). */
      mExportQuota: number;
    };
    HasEnoughQuotaRequest: {
      numRequested: number;
    };
    HasEnoughQuotaResponse: {
      hasEnoughQuota: boolean;
    };
    DashboardStats: {
      /** @description Monthly expansion allowance still available this month. */
      mExportQuota: number;
      /** @description The USED quota, as in Quota.currentQuota. */
      currentQuota: number;
      analysedRows: number;
      uploadedFiles: number;
    };
    BatchRequest: {
      batchId: components['schemas']['BatchId'];
    };
    /**
     * @description idle = never started; processing = running (poll every second; a check a restart interrupted
     *     continues without repeating finished domains or URLs); finished = results available; failed =
     *     the check's job ended with an error (logged with the batch id), it can be started again and
     *     keeps what it had checked.
     * @enum {string}
     */
    CheckState: 'idle' | 'processing' | 'finished' | 'failed';
    EmailCheckStats: {
      available: number;
      unavailable: number;
      unknown: number;
      notStarted: number;
    };
    EmailCheckStatus: {
      state: components['schemas']['CheckState'];
      isFinished: boolean;
      stats: components['schemas']['EmailCheckStats'];
    };
    EmailExample: {
      email: string;
      row_id: number;
    };
    EmailCheckResults: {
      isFinished: boolean;
      stats: components['schemas']['EmailCheckStats'];
      examples: {
        unavailable: components['schemas']['EmailExample'][];
      };
    };
    /** @description extRedirect = redirects to another domain; intRedirect = within the domain. `available` and `blocked` (private/reserved addresses, never connected to) extend the spec's list. */
    WebsiteCheckStats: {
      available: number;
      extRedirect: number;
      intRedirect: number;
      unavailable: number;
      blocked: number;
      notStarted: number;
    };
    WebsiteCheckStatus: {
      state: components['schemas']['CheckState'];
      isFinished: boolean;
      stats: components['schemas']['WebsiteCheckStats'];
    };
    WebsiteExample: {
      url: string;
      row_id: number;
      /** @description Where a redirect ended; null when there was no redirect. */
      finalUrl: string | null;
      /** @description The other domain an external redirect led to; null otherwise. */
      differentDomain: string | null;
    };
    WebsiteCheckResults: {
      isFinished: boolean;
      stats: components['schemas']['WebsiteCheckStats'];
      examples: {
        extRedirect: components['schemas']['WebsiteExample'][];
        intRedirect: components['schemas']['WebsiteExample'][];
        unavailable: components['schemas']['WebsiteExample'][];
        blocked: components['schemas']['WebsiteExample'][];
      };
    };
    UploadRequest: {
      /**
       * Format: binary
       * @description One .xls, .xlsx or .csv file; the content decides the type.
       */
      file: string;
      /** @description A key the client makes per upload click and sends before the file; the same key again returns the batch of the first request instead of creating a second import (a double click, a retried request). */
      uploadKey?: string;
    };
    /**
     * @description A product field a customer column can be mapped to. Base fields (ext_id ... vat_id) identify the company; metadata fields (email ... industry) are compared and enriched. provider_id is the provider's own company id.
     * @enum {string}
     */
    InternalField:
      | 'ext_id'
      | 'provider_id'
      | 'company_name'
      | 'street'
      | 'street_name'
      | 'street_number'
      | 'zip'
      | 'location'
      | 'country'
      | 'country_code'
      | 'hr_id'
      | 'hr_location'
      | 'vat_id'
      | 'email'
      | 'phone'
      | 'fax'
      | 'url'
      | 'description'
      | 'revenue'
      | 'founded_year'
      | 'num_employees'
      | 'industry';
    /** @enum {string} */
    InternalFieldGroup: 'base' | 'metadata';
    /** @description One mappable field with its mapping-screen section. */
    InternalColumn: {
      field: components['schemas']['InternalField'];
      group: components['schemas']['InternalFieldGroup'];
      /** @description True for company_name (marked with an asterisk). */
      isRequired: boolean;
    };
    /** @description A header of the uploaded file, after deduplication (e.g. `Email (2)`, `Column C`). */
    CustomerColumnName: string;
    MappingPair: {
      internalField: components['schemas']['InternalField'];
      customerField: components['schemas']['CustomerColumnName'];
    };
    UploadStats: {
      rows: {
        /** @description Data rows imported (at most maxUploadRows). */
        total: number;
        /** @description Blank or whitespace-only rows, skipped. */
        empty: number;
      };
      columns: {
        total: number;
      };
    };
    UploadResponse: {
      /**
       * @description The workbook's sheets in workbook order, with whether each holds data (xls, xlsx); empty for
       *     csv. With more than one sheet with data the mapping screen names the one read and offers the
       *     others (importRereadUpload).
       */
      sheets: components['schemas']['UploadSheet'][];
      /** @description The sheet that was read; null for csv. */
      sheetName: string | null;
      /** @description The text encoding a csv was read in (detected, or chosen with importRereadUpload); null for workbooks. */
      encoding: components['schemas']['TextEncoding'] | null;
      /** @description False when the detection of a csv's encoding was unsure (e.g. cp1252 or Mac Roman); the mapping screen then offers to switch. True for workbooks. */
      encodingConfident: boolean;
      batchId: components['schemas']['BatchId'];
      /** @description The uploaded file name, sanitised for display. */
      fileName: string;
      /** @description The batch's tag, derived from the file name (spec 3 Import batch). */
      tag: string;
      /**
       * @description The type the content was read as (never the extension).
       * @enum {string}
       */
      fileKind: 'csv' | 'xlsx' | 'xls';
      /** @description Non-empty cells per column, aligned by index with customerColumns; a mapping to an all-empty column does not count as mapped (spec 5 Mapping). */
      nonEmptyCounts: number[];
      /** @description All problems found; `warnings` lists at most the first 100. */
      warningCount: number;
      stats: components['schemas']['UploadStats'];
      /** @description The file had more rows than maxUploadRows; only the first maxUploadRows were imported. */
      maxRowsExceeded: boolean;
      maxUploadRows: number;
      /** @description The mapping suggested from the headers. */
      detectedMapping: components['schemas']['MappingPair'][];
      /** @description The file's column names in file order. */
      customerColumns: components['schemas']['CustomerColumnName'][];
      internalColumns: components['schemas']['InternalColumn'][];
      /** @description A few example rows; each row is aligned by index with customerColumns (arrays, not objects, so header names like __proto__ stay plain data). */
      exampleValues: (string | null)[][];
      /** @description Row- and cell-level problems that did not stop the import (ragged rows, invalid bytes), with row and column. */
      warnings: components['schemas']['ErrorItem'][];
    };
    UploadSheet: {
      name: string;
      /** @description The sheet has at least one non-empty cell. */
      hasData: boolean;
    };
    /**
     * @description A csv's text encoding (`macintosh` is Mac Roman, Excel for Mac's "CSV (Macintosh)").
     * @enum {string}
     */
    TextEncoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' | 'macintosh';
    RereadUploadRequest: {
      batchId: components['schemas']['BatchId'];
      /** @description Read this sheet of the workbook instead (xls, xlsx). */
      sheetName?: string;
      encoding?: components['schemas']['TextEncoding'];
    };
    StartMatchingRequest: {
      batchId: components['schemas']['BatchId'];
      /** @description Each internal field and each customer column at most once; company_name or provider_id must be mapped (spec section 5 Mapping). */
      mapping: components['schemas']['MappingPair'][];
      /** @description Extra customer columns carried into the export; none of them may be mapped already. */
      additionalCustomerColumns: components['schemas']['CustomerColumnName'][];
      /** @description True on the first attempt; false after the user chose 'continue anyway' in the duplicate-ids dialog. */
      checkDuplicateExtIds: boolean;
      /**
       * @description True after the user confirmed that matching again discards the batch's review decisions
       *     (the count the previous answer's `reviewDecisions` gave). Absent or false: a batch with
       *     review decisions is not started again.
       */
      discardReviewDecisions?: boolean;
    };
    DuplicateExtIdRow: {
      ext_id: string;
      row_id: number;
      company_name: string | null;
    };
    StartMatchingResponse: {
      /** @description Matching has started; false when duplicates need confirmation, provider ids are invalid or review decisions would be discarded. */
      started: boolean;
      /**
       * @description Review decisions of an earlier run (rows marked checked or with a match chosen by hand) that
       *     matching again would discard. Above 0 with `started` false: the user must confirm with
       *     `discardReviewDecisions` true. 0 otherwise.
       */
      reviewDecisions: number;
      hasDuplicateExtIds: boolean;
      /** @description Rows whose ext_id repeats with identical data. */
      rowsIdentical: components['schemas']['DuplicateExtIdRow'][];
      /** @description Rows whose ext_id repeats with differing data. */
      rowsDiffer: components['schemas']['DuplicateExtIdRow'][];
      hasInvalidProviderIds: boolean;
      /** @description row_ids with invalid provider ids, listed in the persistent error. */
      invalidProviderIdRows: number[];
    };
    /** @description An import as the wizard knows it (spec section 3 Import batch). */
    ImportBatch: {
      batchId: components['schemas']['BatchId'];
      fileName: string;
      /** @description Label / export name, at most 36 characters; defaults to the file name without extension, or 'import'. */
      tag: string;
      exactMatchThreshold: number;
      /** @description Seconds since the epoch. */
      timeCreated: number;
    };
    /** @description One card of the past-imports list. */
    ImportListItem: {
      /**
       * @description The furthest wizard step the import has reached, where "open" leads: mapping (uploaded,
       *     matching never started), status (matching not finished), review (matched), export (exported
       *     at least once).
       * @enum {string}
       */
      furthestStep: 'mapping' | 'status' | 'review' | 'export';
      batchId: components['schemas']['BatchId'];
      fileName: string;
      tag: string;
      /** @description Seconds since the epoch. */
      timeCreated: number;
      stats: {
        file: {
          rows: {
            ok: number;
            empty: number;
          };
        };
      };
    };
    ListImportsRequest: {
      paging: components['schemas']['Paging'];
      filters?: {
        searchterm?: components['schemas']['Searchterm'];
      };
    };
    ListImportsResponse: {
      items: components['schemas']['ImportListItem'][];
      /** @description Imports matching the filter (for the paging control). */
      totalCount: number;
    };
    ImportNameResponse: {
      fileName: string;
      tag: string;
    };
    SaveTagRequest: {
      batchId: components['schemas']['BatchId'];
      /** @description 1 to 36 characters, not only whitespace. */
      tag: string;
    };
    /**
     * @description Best-match probability of one row; with the threshold it decides the row's match type. The
     *     other fields let the status page and review simulate a threshold before it is saved
     *     (`simulateThreshold` in api-client/src/domain, issue 15): the expected wrong exact matches
     *     and the quota an export would need.
     */
    ResultPriority: {
      probability: number;
      isNoMatch: boolean;
      /**
       * @description An opaque key, within this batch, of the company the row exports when it is exported: the
       *     company chosen in review, else the best candidate; rows exporting the same company share
       *     it. Null when the row has no company to export.
       */
      companyKey: number | null;
      /**
       * @description A review decision fixes what the row exports whatever the threshold: the chosen company
       *     (companyKey), or nothing (companyKey null).
       */
      decided: boolean;
      /** @description The company of companyKey was paid for by an earlier export of this import (exporting it again is free). */
      charged: boolean;
    };
    ResultPrioritiesResponse: {
      resultPriorities: components['schemas']['ResultPriority'][];
    };
    /** @description Rows per match type at the saved threshold, plus rows not processed yet. */
    StatusCounts: {
      notStarted: number;
      noMatches: number;
      exactMatches: number;
      manualMatches: number;
    };
    /** @description Matching progress of a batch (spec section 3 Status). */
    Status: {
      /**
       * @description Where the batch's matching stands. `failed`: the job ended with an error (the error is in
       *     the server log with the batch id); retryMatching continues it from the last checkpoint,
       *     deleteImport removes it. `stopped`: stopped by the user; retryMatching continues it.
       * @enum {string}
       */
      state: 'queued' | 'running' | 'stopping' | 'stopped' | 'failed' | 'finished';
      /** @description Rows whose matching raised an error; each is stored as no match with the note `matching_failed` and the others go on. */
      failedRows: number;
      total: number;
      finished: number;
      notStarted: number;
      isFinished: boolean;
      /** @description round(finished / total * 100); 0 when total is 0 (domain/progress.ts). */
      progress: number;
      /** @description Recent processing rate for the remaining-time estimate; 0 when unknown. */
      rowsPerSecond?: number;
      statusCounts: components['schemas']['StatusCounts'];
      /** @description Sent only once isFinished is true (restoring the status step then needs no extra call); while matching runs use getResultPriorities. */
      resultPriorities?: components['schemas']['ResultPriority'][];
    };
    SaveThresholdsRequest: {
      batchId: components['schemas']['BatchId'];
      exactMatchThreshold: number;
    };
    ThresholdsResponse: {
      /** @description Probabilities above it are exact matches (default 0.7). */
      exactMatchThreshold: number;
      statusCounts: components['schemas']['StatusCounts'];
    };
    ResultPageRequest: {
      batchId: components['schemas']['BatchId'];
      paging: components['schemas']['Paging'];
      filters: {
        matchType: components['schemas']['MatchType'];
      };
    };
    /** @description The input row's mapped values shown on the review card (null when not mapped or blank). `street` is the mapped street, or street_name and street_number joined when street is not mapped; `country` falls back to country_code. */
    MappedRow: {
      company_name: string | null;
      zip: string | null;
      location: string | null;
      street: string | null;
      country: string | null;
    };
    /** @description A candidate company. For a locked match (isUnlocked false) every field is null and the app shows XXXX. */
    MatchData: {
      company_name: string | null;
      zip: string | null;
      location: string | null;
      street: string | null;
      country: string | null;
      url: string | null;
      /** @enum {string|null} */
      status: 'active' | 'in_liquidation' | 'deleted' | 'not_in_hr' | null;
    };
    /** @description One entry of a row, best first; the row's candidates and the no-match entry ('none of these'). */
    Match: {
      /** @description Position of this match within the row; used by saveSingleMatchSelection. */
      pos: number;
      probability: number;
      isNoMatch: boolean;
      /** @description False for companies in countries whose data packs are not purchased. */
      isUnlocked: boolean;
      isSelected: boolean;
      /**
       * @description Another entry of this row is very likely the same company in the provider's database (same
       *     name, address and register court under another id); review says "possible duplicate in our
       *     data" instead of one of them being picked at random.
       */
      possibleDuplicate: boolean;
      data: components['schemas']['MatchData'];
      /**
       * @description Why the engine rates this candidate as it does: every compared field (never one missing
       *     on both sides; the name always) with its comparison level and its share of the evidence.
       *     Empty for the no-match entry and for locked matches.
       */
      explanation: components['schemas']['FieldEvidence'][];
    };
    /**
     * @description One field's part in a candidate's rating (docs/matching.md 'Explanations'). A field's
     *     contribution is what stating it moved the odds of this company against "none of them", in
     *     bits; `share` is that contribution divided by the sum of the absolute contributions of all
     *     fields of this candidate, signed: +0.38 is '+38 %' of the evidence for this company, -0.12 is
     *     '−12 %' against it. The absolute shares of a candidate add up to 1 (all 0 when no field
     *     counted either way); a field with share 0 weighs nothing either way.
     */
    FieldEvidence: {
      /**
       * @description The compared field (the engine's MATCH_FIELDS; `name` is the company name, `city` the location).
       * @enum {string}
       */
      field:
        | 'provider_id'
        | 'name'
        | 'legal_form'
        | 'street'
        | 'zip'
        | 'city'
        | 'country'
        | 'phone'
        | 'fax'
        | 'email'
        | 'url'
        | 'vat_id'
        | 'hr_id';
      /**
       * @description How the row's value compares with the company's: `absent` when the row states the field and
       *     the company has none on record (it counts against the company), `missing` when the row
       *     does not state it.
       * @enum {string}
       */
      level: 'same' | 'similar' | 'partial' | 'different' | 'missing' | 'absent';
      share: number;
      /**
       * @description What the contribution holds beyond the level, in words for the reviewer: `common_name`
       *     (many companies' names share these words, so agreement weighs less), `name_contained` (the
       *     company's whole name is inside the row's, e.g. after a parent organisation),
       *     `former_address` (the address that agrees is one the company has left). Absent when
       *     there is nothing to say.
       */
      notes?: ('common_name' | 'name_contained' | 'former_address')[];
    };
    ResultRow: {
      row_id: components['schemas']['RowId'];
      /**
       * @description The row's selection was taken from the user's own decision on the same company row in an
       *     earlier import (same external id, or same normalised name and address; issue 15); review
       *     marks it "remembered" and the export says so. A new decision replaces it.
       */
      remembered: boolean;
      /**
       * @description Set when the row could not be matched (an error in this row); it is then a no match and the card says so.
       * @enum {string}
       */
      note?: 'matching_failed';
      mappedRow: components['schemas']['MappedRow'];
      manuallyChecked: boolean;
      matches: components['schemas']['Match'][];
    };
    ResultPageResponse: {
      results: components['schemas']['ResultRow'][];
      /** @description Rows of this match type. */
      totalCount: number;
      /** @description Rows of this match type marked checked; remaining checks = totalCount - checkedCount. */
      checkedCount: number;
    };
    SaveSingleMatchSelectionRequest: {
      batchId: components['schemas']['BatchId'];
      rowId: components['schemas']['RowId'];
      pos: number;
      isMatchSelected: boolean;
    };
    SaveSingleManualCheckRequest: {
      batchId: components['schemas']['BatchId'];
      rowId: components['schemas']['RowId'];
      isChecked: boolean;
    };
    /** @description The reviewed row as committed, and the new checked count of the manual tab at the batch's threshold. */
    ReviewRowStateResponse: {
      rowId: components['schemas']['RowId'];
      manuallyChecked: boolean;
      /** @description pos of every selected match of the row. */
      selectedPositions: number[];
      checkedCount: number;
    };
    FileStats: {
      rows: {
        total: number;
        empty: number;
      };
      columns: {
        total: number;
      };
    };
    /** @description One example row for a check. */
    ValueExample: {
      row_id: number;
      value: string;
    };
    CheckResult: {
      count: number;
      examples: components['schemas']['ValueExample'][];
    };
    FillRate: {
      existing: number;
      missing: number;
    };
    DuplicateEmail: {
      email: string;
      row_ids: number[];
    };
    DuplicateUrl: {
      url: string;
      row_ids: number[];
    };
    DuplicateRowsExample: {
      company_name: string | null;
      row_ids: number[];
    };
    ImportStats: {
      /** @description Processed rows. */
      count: number;
      syntaxErrors: {
        count: number;
      };
      /** @description Syntax checks per field. */
      checks: {
        email: components['schemas']['CheckResult'];
        emailPrivateDomain: components['schemas']['CheckResult'];
        url: components['schemas']['CheckResult'];
      };
      /** @description Duplicate input rows; 3 examples shown plus up to 10 expandable. */
      duplicates: {
        count: number;
        examples: components['schemas']['DuplicateRowsExample'][];
      };
      fillrates: {
        /** @description Keyed by field name (InternalField values). */
        byField: {
          [key: string]: components['schemas']['FillRate'];
        };
      };
      email: {
        prefixes: components['schemas']['KeyCount'][];
        duplicates: components['schemas']['DuplicateEmail'][];
      };
      url: {
        tlds: components['schemas']['KeyCount'][];
        duplicates: components['schemas']['DuplicateUrl'][];
      };
    };
    /** @description The summary's matching result = processedRows - duplicates - noMatch - manualMatch + manuallyAdded (spec section 4 Report summary). */
    MatchingResult: {
      processedRows: number;
      duplicates: number;
      noMatch: number;
      manualMatch: number;
      manuallyAdded: number;
      result: number;
    };
    CompanyExample: {
      company_name: string | null;
      location: string | null;
      row_id: number;
    };
    StatusBucket: {
      count: number;
      /** @description Up to 3 examples per register category. */
      examples: components['schemas']['CompanyExample'][];
    };
    NToOneExample: {
      sourceCompanyName: string | null;
      rows: number[];
      matchedCompanyName: string | null;
      matchedCompanyLocation: string | null;
    };
    EnrichmentExample: {
      row_id: number;
      customerValue: string | null;
      providerValue: string | null;
    };
    EnrichmentBucket: {
      count: number;
      examples: components['schemas']['EnrichmentExample'][];
    };
    /** @description How exact matches change one field; *_known / *_unknown tell whether the provider knows a value. */
    FieldEnrichment: {
      missing: components['schemas']['EnrichmentBucket'];
      missing_known: components['schemas']['EnrichmentBucket'];
      missing_unknown: components['schemas']['EnrichmentBucket'];
      existing: components['schemas']['EnrichmentBucket'];
      existing_unchanged: components['schemas']['EnrichmentBucket'];
      existing_changed_known: components['schemas']['EnrichmentBucket'];
      existing_changed_unknown: components['schemas']['EnrichmentBucket'];
    };
    ExactMatchStats: {
      count: number;
      /** @description Commercial-register check of the exact matches. */
      status: {
        active: components['schemas']['StatusBucket'];
        in_liquidation: components['schemas']['StatusBucket'];
        deleted: components['schemas']['StatusBucket'];
        not_in_hr: components['schemas']['StatusBucket'];
      };
      /** @description The spec's n:1 group, several input rows matched to the same company. */
      nToOne: {
        count: number;
        countUnique: number;
        examples: components['schemas']['NToOneExample'][];
      };
      legalForms: components['schemas']['KeyCount'][];
      /** @description Buckets 1-10, 11-100, 101-500, >500. */
      employeeSizes: components['schemas']['KeyCount'][];
      /** @description Buckets 0-1Mio, 1-10Mio, 10-100Mio, 100-1Mrd, >1Mrd. */
      revenueSizes: components['schemas']['KeyCount'][];
      /** @description By first zip digit, keys 0-9. */
      zipCodes: components['schemas']['KeyCount'][];
      industries: components['schemas']['KeyCount'][];
      industryCodes: components['schemas']['KeyCount'][];
      /** @description Exact matches the customer selected manually during review. */
      selectedByCustomer: number;
      /** @description Keyed by field name. */
      enrichment: {
        [key: string]: components['schemas']['FieldEnrichment'];
      };
    };
    CountOnly: {
      count: number;
    };
    MatchesStats: {
      matchingResult: components['schemas']['MatchingResult'];
      exactMatch: components['schemas']['ExactMatchStats'];
      noMatch: components['schemas']['CountOnly'];
      manualMatch: components['schemas']['CountOnly'];
    };
    /**
     * @description The statistics are counted by a job once per review state (review_version and threshold): a
     *     review decision makes them stale and the next call counts again (spec 4). While counting,
     *     `state` is processing and `statistics` null; ask again after a second.
     */
    StatisticsResponse: {
      /** @enum {string} */
      state: 'processing' | 'finished' | 'failed';
      statistics: components['schemas']['Statistics'] | null;
    };
    /** @description Everything behind the quality report (spec section 3 Statistics). websites and emails are the reachability-check counts; before a check has run every row counts as notStarted. */
    Statistics: {
      file: components['schemas']['FileStats'];
      import: components['schemas']['ImportStats'];
      matches: components['schemas']['MatchesStats'];
      websites: components['schemas']['WebsiteCheckStats'];
      emails: components['schemas']['EmailCheckStats'];
    };
    TargetCompanyList: {
      id: components['schemas']['ListId'];
      name: string;
    };
    TargetCompanyListsResponse: {
      items: components['schemas']['TargetCompanyList'][];
    };
    /** @description A company list name, 3 to 400 characters. */
    CompanyListName: string;
    CompanyListChangeRequest: {
      batchId: components['schemas']['BatchId'];
      listId: components['schemas']['ListId'];
      /** @description Delete the import once the list has been changed. */
      deleteImport: boolean;
    };
    /**
     * @description Finishes a connect import (spec section 2 Connect import). `listId` comes from the connect URL;
     *     without it, mode 'add' creates a new list named after the import's tag.
     */
    ConnectListChangeRequest: {
      batchId: components['schemas']['BatchId'];
      listId?: components['schemas']['ListId'];
      /** @description Delete the import once the list has been changed. */
      deleteImport: boolean;
    };
    GetCompanyListRequest: {
      listId: components['schemas']['ListId'];
      paging: components['schemas']['Paging'];
      filters?: {
        searchterm?: components['schemas']['Searchterm'];
      };
      sorting?: {
        /** @enum {string} */
        field: 'company_name' | 'zip' | 'location' | 'addedAt';
        order: components['schemas']['SortOrder'];
      };
    };
    CompanyListPage: {
      list: components['schemas']['CompanyListDetails'];
      items: components['schemas']['CompanyListMember'][];
      totalCount: number;
      filteredTotalCount: number;
    };
    CompanyListDetails: {
      id: components['schemas']['ListId'];
      name: string;
      /**
       * @description A target 1 company list, or the companies handed over to target 2.
       * @enum {string}
       */
      kind: 'target1' | 'target2';
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    CompanyListMember: {
      id: components['schemas']['CompanyId'];
      /** @description False for a company of a data pack the account has not bought; its data is null. */
      isUnlocked: boolean;
      company_name: string | null;
      zip: string | null;
      location: string | null;
      street: string | null;
      country: string | null;
      url: string | null;
      status: components['schemas']['CompanyStatus'] | null;
      /** Format: date-time */
      addedAt: string;
    };
    RenameCompanyListRequest: {
      batchId: components['schemas']['BatchId'];
      listId: components['schemas']['ListId'];
      listName: components['schemas']['CompanyListName'];
    };
    RenameCompanyListResponse: {
      listName: string;
    };
    /** @description Shown on the connect finish screen (spec section 3 Connect finish result). */
    ConnectFinishResult: {
      /**
       * @description The mode that was applied.
       * @enum {string}
       */
      type: 'add' | 'remove' | 'other';
      listId: components['schemas']['ListId'];
      /**
       * Format: uri
       * @description Opens the list in a new tab: the product's own list page for the built-in store, the prospecting product's page otherwise.
       */
      listUrl: string;
      listName: string;
      numCompaniesModified: number;
      numCompaniesMatched: number;
      newlyCreated: boolean;
    };
    CreateCompanyListFromMatchesRequest: {
      batchId: components['schemas']['BatchId'];
      companyListName: components['schemas']['CompanyListName'];
    };
    CreateCompanyListFromMatchesResponse: {
      /**
       * Format: uri
       * @description Opens the new list in a new tab.
       */
      redirectUrl: string;
    };
    SafeCompanyIdsToTargetRedisRequest: {
      batchId: components['schemas']['BatchId'];
      shouldCreateLoginLink: boolean;
    };
    SafeCompanyIdsToTargetRedisResponse: {
      /** @description False means the app warns 'No access to TARGET 2'. */
      hasTargetAccess: boolean;
      /** @description URL that opens target 2 with the companies; null without access. */
      redirectUrl: string | null;
    };
    TrackNewUserInteractionRequest: {
      controllerName: string;
      methodName: string;
      action: string;
      /** @description Flat key/value details; at most 50 keys. */
      additionalData?: {
        [key: string]: string | number | boolean | null;
      };
    };
    /** @enum {string} */
    ExportFileType: 'xlsx' | 'csv';
    /**
     * @description Where the export goes; company-list exports use no quota.
     * @enum {string}
     */
    ExportType: 'file' | 'target1_companyList' | 'target2_companyList';
    /**
     * @description CSV delimiter; semicolon by default.
     * @enum {string}
     */
    Delimiter: ';' | ',';
    /**
     * @description Export method of one consolidated column (spec section 4 Custom column action values).
     *     Defaults: provider-only KEEP_PROVIDER_VALUE, customer-only KEEP_CUSTOMER_VALUE, otherwise
     *     ENRICH_WITH_PROVIDER_VALUE; locked fields DO_NOT_EXPORT (fixed).
     * @enum {string}
     */
    CustomColumnAction:
      | 'ACTION_KEEP_CUSTOMER_VALUE'
      | 'ACTION_KEEP_PROVIDER_VALUE'
      | 'ACTION_KEEP_PROVIDER_NO_EMPTY_VALUES'
      | 'ACTION_ENRICH_WITH_PROVIDER_VALUE'
      | 'ACTION_DO_NOT_EXPORT';
    /** @description One row of the consolidated-view table. */
    CustomColumnMappingRow: {
      /** @description Field name or customer column name. */
      key: string;
      label: string;
      action: components['schemas']['CustomColumnAction'];
      /** @description Column header chosen by the user; null keeps defaultCustomName. Not allowed for the detailed industry code. */
      customName: string | null;
      /** @description The value exists only in the customer's data. */
      isCustomerOnly: boolean;
      /** @description The value exists only in the provider's data. */
      isProviderOnly: boolean;
      /** @description False when the field is not unlocked for the account (needs customer support). */
      unlockedExportField: boolean;
      /** @description False for fixed rows such as the detailed industry code. */
      isCustomizable: boolean;
      defaultCustomName: string;
    };
    DefaultView: {
      export: boolean;
      exportCustomerColumns: boolean;
      exportDiffs: boolean;
    };
    ConsolidatedView: {
      export: boolean;
      customColumnMapping: {
        mapping: components['schemas']['CustomColumnMappingRow'][];
        additionalCustomerColumnsMapping: components['schemas']['CustomColumnMappingRow'][];
      };
    };
    /** @description The export step's form state (spec section 3 Export options). Valid only when at least one view is on; csv cannot combine both views. exportMatches is always on. */
    ExportOptions: {
      optionsValid: boolean;
      exportFileType: components['schemas']['ExportFileType'];
      exportType: components['schemas']['ExportType'];
      delimiter: components['schemas']['Delimiter'];
      defaultView: components['schemas']['DefaultView'];
      consolidatedView: components['schemas']['ConsolidatedView'];
      numExports: number;
    };
    /** @description Starts a file export. At least one view must be on, and csv cannot combine both views (checked by the server). */
    ExportMatchesRequest: {
      batchId: components['schemas']['BatchId'];
      exportFileType: components['schemas']['ExportFileType'];
      /**
       * @description CSV delimiter, semicolon when omitted; ignored for xlsx.
       * @default ;
       * @enum {string}
       */
      delimiter?: ';' | ',';
      defaultView: components['schemas']['DefaultView'];
      consolidatedView: components['schemas']['ConsolidatedView'];
      /** @description Companies the client expects to export (its quota calculation); the server charges its own count. */
      numExports: number;
    };
    ExportInfo: {
      /** @description Rows of the file; every row is exported, enriched where it has a match. */
      numberOfRows: number;
      /** @description Rows with a match (an exact match, or a company chosen in review); the companies an export enriches (docs/exports.md). */
      numberOfCompanies: number;
      /** @description Of numberOfCompanies, those charged by an earlier export of this import; exported again free of charge. */
      numberOfAlreadyCharged: number;
      /** @description Rows of the consolidated-view table with their default actions. */
      consolidatedExportColumns: components['schemas']['CustomColumnMappingRow'][];
      additionalCustomerColumns: components['schemas']['CustomColumnMappingRow'][];
      /** @description Companies in countries whose data packs are not purchased; exported without enrichment and not charged. */
      numberOfLockedCompanies: number;
    };
    ExportStatus: {
      /**
       * @description The batch's latest export: none yet, waiting for its turn, being written, finished (the file
       *     can be downloaded), or failed (nothing was charged; the error is in the server log with the
       *     export id, and the user can start it again).
       * @enum {string}
       */
      state: 'none' | 'queued' | 'running' | 'finished' | 'failed';
      /** @description History id of the batch's latest export; null when there is none. */
      exportId: components['schemas']['ExportHistoryId'] | null;
      /** @description File name of the latest export (tag, shortened, plus extension). */
      fileName: string | null;
      /** @description Companies the latest finished export charged to the quota (0 before it finished). */
      numCharged: number;
      /** @description An export is queued or running; poll until false. */
      exportInQueue: boolean;
      /** @description The finished export is delivered by mail instead of a browser download. */
      sendDownloadLink: boolean;
      /**
       * @description Type of the queued or last export; null if none.
       * @enum {string|null}
       */
      exportFileType: 'xlsx' | 'csv' | null;
      pressedSendMail: boolean;
      /** @description Show 'The file is now in progress and will be sent to you by email'. */
      showMailNotice: boolean;
    };
    ExportPreviewRequest: {
      batchId: components['schemas']['BatchId'];
      /** @description The consolidated columns with their chosen actions (the form's current choice). */
      mapping: components['schemas']['CustomColumnMappingRow'][];
    };
    ExportPreviewExample: {
      rowId: components['schemas']['RowId'];
      /** @description The row's company name as in the customer's file, to recognise the example. */
      companyName: string | null;
      customerValue: string | null;
      providerValue: string | null;
    };
    ExportPreviewBucket: {
      count: number;
      examples: components['schemas']['ExportPreviewExample'][];
    };
    ExportPreviewField: {
      /** @description The consolidated column's key (CustomColumnMappingRow.key). */
      key: string;
      action: components['schemas']['CustomColumnAction'];
      /** @description Values that stay as the customer has them (equal, or the action keeps them). */
      kept: components['schemas']['ExportPreviewBucket'];
      /** @description Empty customer values the provider's value fills. */
      filled: components['schemas']['ExportPreviewBucket'];
      /** @description Customer values the provider's differing value replaces. */
      overwritten: components['schemas']['ExportPreviewBucket'];
      /** @description Customer values that become empty because the provider has none (only ACTION_KEEP_PROVIDER_VALUE does this). */
      cleared: components['schemas']['ExportPreviewBucket'];
    };
    ExportPreview: {
      /** @description False while the figures are being counted; ask again after a second. */
      ready: boolean;
      /** @description Exported companies the figures are about (rows with a match; locked companies are not enriched and not counted). */
      companies: number;
      fields: components['schemas']['ExportPreviewField'][];
    };
    MailedExportRequest: {
      token: components['schemas']['MailLinkToken'];
    };
    MailedExportInfo: {
      exportId: components['schemas']['ExportHistoryId'];
      /** @description The export's name (the import's tag). */
      name: string;
      fileName: string;
      /** @description ISO time the link stops working. */
      expiresAt: string;
      expired: boolean;
      /** @description False when the file was removed after the retention time. */
      fileAvailable: boolean;
    };
    QualityReportExportResponse: {
      /** @description The PDF can be fetched with GET /backend/export/getQualityReportFile. */
      ready: boolean;
      /**
       * @description The PDF of the batch's current review state: being rendered by a job (call again after a
       *     second), finished (ready), or failed (the error is in the server log; calling again starts
       *     a new attempt).
       * @enum {string}
       */
      state: 'processing' | 'finished' | 'failed';
    };
    /** @description The parsed `additional_info` of an export history item. */
    HistoryAdditionalInfo: {
      legacyExport?: boolean;
      batchId?: components['schemas']['BatchId'];
      /** @description Target 1 profile; 0 means a free search. */
      ngProfileId?: number;
      /** @description Target 2 query. */
      query?: string;
    };
    HandleLinkRequest: {
      additionalInfo: components['schemas']['HistoryAdditionalInfo'];
    };
    HandleLinkResponse: {
      /** @description Where the reference leads; null when there is nothing to open. */
      redirectUrl: string | null;
      /** @description Only for handleTarget2Link. */
      hasTarget2Access?: boolean;
      /** @description Only for handleTarget2Link; opened in a new tab. */
      target2Link?: string | null;
    };
    /** @enum {string} */
    ExportProduct: 'datacare' | 'target' | 'connect' | 'target2';
    MatchingRequestRef: {
      batchId: components['schemas']['BatchId'];
      name: string;
      /** @description The import was deleted; the reference shows a note. */
      isDeleted: boolean;
    };
    ExportHistoryItem: {
      /** @description False once the file was removed after the retention time (`EXPORT_RETENTION_DAYS`, 30 by default); the record stays. */
      fileAvailable: boolean;
      /** @description ISO time at which the file is removed (past once removed); null for exports without a file. */
      fileExpiresAt: string | null;
      id: components['schemas']['ExportHistoryId'];
      /** @description Null when the user was removed for privacy. */
      userId: string | null;
      /** @description Null when the user was removed for privacy (deleted-user text). */
      userFullName: string | null;
      matchingRequests: components['schemas']['MatchingRequestRef'][];
      data: {
        /** @description Seconds since the epoch. */
        time: number;
        name: string;
        file_name: string;
        num_entities: number;
        /** @description The exporting user was deleted for data protection (GDPR / DSGVO). */
        dsvgo_deleted: boolean;
        product: components['schemas']['ExportProduct'];
        /** @description JSON text of HistoryAdditionalInfo, parsed by the client on load. */
        additional_info: string | null;
      };
    };
    ListHistoryExportsRequest: {
      paging: components['schemas']['Paging'];
      filters?: {
        status?: string;
        matchingRequest?: components['schemas']['BatchId'];
        searchterm?: components['schemas']['Searchterm'];
      };
      sorting?: {
        /**
         * @description Export date or export name.
         * @enum {string}
         */
        field: 'time' | 'name';
        order: components['schemas']['SortOrder'];
      };
    };
    ListHistoryExportsResponse: {
      items: components['schemas']['ExportHistoryItem'][];
      totalCount: number;
      filteredTotalCount: number;
    };
    ActivatedCompany: {
      id: components['schemas']['CompanyId'];
      company_name: string | null;
      zip: string | null;
      location: string | null;
      street: string | null;
      country: string | null;
      url: string | null;
      /** Format: date-time */
      activatedAt: string;
    };
    ActivatedCompaniesFilters: {
      searchterm?: components['schemas']['Searchterm'];
      country?: string;
    };
    ListActivatedCompaniesRequest: {
      paging: components['schemas']['Paging'];
      filters?: components['schemas']['ActivatedCompaniesFilters'];
      sorting?: {
        /** @enum {string} */
        field: 'company_name' | 'location' | 'activatedAt';
        order: components['schemas']['SortOrder'];
      };
    };
    ListActivatedCompaniesResponse: {
      items: components['schemas']['ActivatedCompany'][];
      totalCount: number;
      filteredTotalCount: number;
    };
    ExportCompaniesRequest: {
      filters: components['schemas']['ActivatedCompaniesFilters'];
    };
    ExportSelectedCompaniesRequest: {
      ids: components['schemas']['CompanyId'][];
    };
    ExportFileNameResponse: {
      exportFileName: components['schemas']['ExportFileName'];
    };
  };
  responses: {
    /** @description The request is malformed or fails validation (`validation_error`, `invalid_json`, a form check such as `password_missing`, `password_too_short`, `password_unchanged`, or an upload code such as `empty_file`, `ParseError`). */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description No valid session (`unauthorized`); the client clears the user and routes to /login. */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description The anti-CSRF header is missing or the request is cross-site (`missing_csrf_header`, `cross_site_request`), the account lacks a permission (`forbidden`, e.g. target 1 access), or the current password given to changePassword is wrong (`wrong_password`; the session stays valid). */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description The batch, list, export or file does not exist or belongs to another user (`not_found`). */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description The request conflicts with the current state (`matching_running`, `matching_finished`, `matching_not_finished` (also a list export or connect finish before matching has finished), `import_started`, `export_in_progress`, `not_enough_quota`, `no_quota_left`, `no_companies_in_export`). */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description A connected prospecting product (docs/lists.md, `TARGET_API_URL`) did not answer or answered wrongly (`service_unavailable`); nothing was changed here. */
    BadGateway: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description The batch is not in the state this call needs yet, e.g. matching has not started (`not_ready`); the status poller ignores it. */
    PreconditionFailed: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description The body or uploaded file is over the size limit (`payload_too_large`). */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description The body has a content type this call does not accept, e.g. text/plain on a JSON call (`unsupported_media_type`). */
    UnsupportedMediaType: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description Too many requests (`too_many_requests`); retry after the given number of seconds. */
    TooManyRequests: {
      headers: {
        /** @description Seconds to wait before retrying. */
        'Retry-After'?: number;
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description The resource existed but is no longer available (`link_expired` for a mailed download link past its expiry, `file_expired` for an export file removed after the retention time; the history keeps the record). */
    Gone: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description A zip archive, as an attachment. */
    ZipDownload: {
      headers: {
        /** @description `attachment` with an RFC 6266 / RFC 5987 encoded file name. */
        'Content-Disposition': string;
        [name: string]: unknown;
      };
      content: {
        'application/zip': string;
      };
    };
    /** @description The process is not ready, e.g. starting, shutting down or without its database (`service_unavailable`); try another process or again later. */
    ServiceUnavailable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description The call is part of the contract but not implemented yet (`not_implemented`). */
    NotImplemented: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description The file, as an attachment. */
    FileDownload: {
      headers: {
        /** @description `attachment` with an RFC 6266 / RFC 5987 encoded file name (`filename*=UTF-8'...`), sanitised. */
        'Content-Disposition': string;
        [name: string]: unknown;
      };
      content: {
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        'text/csv': string;
        'application/pdf': string;
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  systemHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The server is up. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthResponse'];
        };
      };
    };
  };
  systemReady: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The process is ready. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReadyResponse'];
        };
      };
      503: components['responses']['ServiceUnavailable'];
    };
  };
  authGetLoginUrl: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GetLoginUrlRequest'];
      };
    };
    responses: {
      /** @description The login URL. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginUrlResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  authSignIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SignInRequest'];
      };
    };
    responses: {
      /** @description Signed in; the session cookie is set. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignInResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
    };
  };
  authLogout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmptyRequest'];
      };
    };
    responses: {
      /** @description Logged out. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OkResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  authGetUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmptyRequest'];
      };
    };
    responses: {
      /** @description The user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  authLoginViaProviderTool: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginViaProviderToolRequest'];
      };
    };
    responses: {
      /** @description Logged in; the new session's user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
    };
  };
  authOidcCallback: {
    parameters: {
      query?: {
        code?: string;
        state?: string;
        iss?: string;
        error?: string;
        error_description?: string;
        session_state?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed in (to the page to come back to) or not (to `/login?sso=failed`). */
      303: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      501: components['responses']['NotImplemented'];
    };
  };
  authSetFromTarget: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmptyRequest'];
      };
    };
    responses: {
      /** @description Flag set. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OkResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  authSetTargetSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SetTargetSessionRequest'];
      };
    };
    responses: {
      /** @description Stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OkResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  authChangePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangePasswordRequest'];
      };
    };
    responses: {
      /** @description Password changed; the account's other sessions have ended. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OkResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
    };
  };
  authSetLanguage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SetLanguageRequest'];
      };
    };
    responses: {
      /** @description The user with the new language. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  quotaGetUserQuotaInfo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmptyRequest'];
      };
    };
    responses: {
      /** @description The quota. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Quota'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  quotaGetCurrentQuotaInfosForExport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['QuotaInfoForExportRequest'];
      };
    };
    responses: {
      /** @description The quota calculation. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QuotaInfoForExport'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  quotaHasEnoughQuota: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['HasEnoughQuotaRequest'];
      };
    };
    responses: {
      /** @description The answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HasEnoughQuotaResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  emailcheckStart: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BatchRequest'];
      };
    };
    responses: {
      /** @description The check is running. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailCheckStatus'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  emailcheckGetStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BatchRequest'];
      };
    };
    responses: {
      /** @description The status. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailCheckStatus'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  emailcheckGetResults: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BatchRequest'];
      };
    };
    responses: {
      /** @description The results. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailCheckResults'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  websitecheckStart: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BatchRequest'];
      };
    };
    responses: {
      /** @description The check is running. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebsiteCheckStatus'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  websitecheckGetStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BatchRequest'];
      };
    };
    responses: {
      /** @description The status. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebsiteCheckStatus'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  websitecheckGetResults: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BatchRequest'];
      };
    };
    responses: {
      /** @description The results. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebsiteCheckResults'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  importUpload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['UploadRequest'];
      };
    };
    responses: {
      /** @description The batch was created. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      501: components['responses']['NotImplemented'];
    };
  };
  importGetSampleFile: {
    parameters: {
      query: {
        format: 'csv' | 'xlsx';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['FileDownload'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      501: components['responses']['NotImplemented'];
    };
  };
  importRereadUpload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RereadUploadRequest'];
      };
    };
    responses: {
      /** @description The file read again. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  importStartMatching: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StartMatchingRequest'];
      };
    };
    responses: {
      /** @description Matching started, or the reasons it did not. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StartMatchingResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  importStopMatching: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BatchRequest'];
      };
    };
    responses: {
      /** @description Stopped (or was not running). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OkResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  importRetryMatching: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BatchRequest'];
      };
    };
    responses: {
      /** @description Queued again. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OkResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  importDeleteImport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BatchRequest'];
      };
    };
    responses: {
      /** @description Deleted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OkResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  importGetImportName: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BatchRequest'];
      };
    };
    responses: {
      /** @description The names. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportNameResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  importGetStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BatchRequest'];
      };
    };
    responses: {
      /** @description The status. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Status'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  importGetResultPriorities: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BatchRequest'];
      };
    };
    responses: {
      /** @description The priorities. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResultPrioritiesResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  importGetThresholds: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BatchRequest'];
      };
    };
    responses: {
      /** @description The threshold. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ThresholdsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  importSaveThresholds: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SaveThresholdsRequest'];
      };
    };
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ThresholdsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  importSaveTag: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SaveTagRequest'];
      };
    };
    responses: {
      /** @description Saved; the batch's names. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportNameResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  importGetStatistics: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BatchRequest'];
      };
    };
    responses: {
      /** @description The statistics. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StatisticsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  importSaveSingleMatchSelection: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SaveSingleMatchSelectionRequest'];
      };
    };
    responses: {
      /** @description Saved; the row's new state. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReviewRowStateResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  importSaveSingleManualCheck: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SaveSingleManualCheckRequest'];
      };
    };
    responses: {
      /** @description Saved; the row's new state. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReviewRowStateResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  importGetResults: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResultPageRequest'];
      };
    };
    responses: {
      /** @description The page. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResultPageResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  importListImports: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ListImportsRequest'];
      };
    };
    responses: {
      /** @description The page. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListImportsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  listsAddCompaniesToCompanyList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConnectListChangeRequest'];
      };
    };
    responses: {
      /** @description The list was changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConnectFinishResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
      502: components['responses']['BadGateway'];
    };
  };
  listsRemoveCompaniesFromCompanyList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConnectListChangeRequest'];
      };
    };
    responses: {
      /** @description The list was changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConnectFinishResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
      502: components['responses']['BadGateway'];
    };
  };
  listsRenameCompanyList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RenameCompanyListRequest'];
      };
    };
    responses: {
      /** @description Renamed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RenameCompanyListResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
      502: components['responses']['BadGateway'];
    };
  };
  listsGetCompanyList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GetCompanyListRequest'];
      };
    };
    responses: {
      /** @description The list and the page. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CompanyListPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
      502: components['responses']['BadGateway'];
    };
  };
  profilesGetTargetCompanyLists: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmptyRequest'];
      };
    };
    responses: {
      /** @description The lists. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TargetCompanyListsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
      502: components['responses']['BadGateway'];
    };
  };
  profilesCreateCompanyListFromMatches: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCompanyListFromMatchesRequest'];
      };
    };
    responses: {
      /** @description Created. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateCompanyListFromMatchesResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
      502: components['responses']['BadGateway'];
    };
  };
  profilesAddCompaniesToCompanyList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CompanyListChangeRequest'];
      };
    };
    responses: {
      /** @description The list was changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConnectFinishResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
      502: components['responses']['BadGateway'];
    };
  };
  profilesRemoveCompaniesFromCompanyList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CompanyListChangeRequest'];
      };
    };
    responses: {
      /** @description The list was changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConnectFinishResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
      502: components['responses']['BadGateway'];
    };
  };
  profilesRenameCompanyList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RenameCompanyListRequest'];
      };
    };
    responses: {
      /** @description Renamed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RenameCompanyListResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
      502: components['responses']['BadGateway'];
    };
  };
  profilesSafeCompanyIdsToTargetRedis: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SafeCompanyIdsToTargetRedisRequest'];
      };
    };
    responses: {
      /** @description Stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SafeCompanyIdsToTargetRedisResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
      502: components['responses']['BadGateway'];
    };
  };
  trackingTrackNewUserInteraction: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TrackNewUserInteractionRequest'];
      };
    };
    responses: {
      /** @description Recorded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OkResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  dashboardGetUserStats: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmptyRequest'];
      };
    };
    responses: {
      /** @description The statistics. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DashboardStats'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  exportGetExportInfo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BatchRequest'];
      };
    };
    responses: {
      /** @description The export info. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExportInfo'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  exportGetExportPreview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ExportPreviewRequest'];
      };
    };
    responses: {
      /** @description The preview, or `ready` false while it is being counted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExportPreview'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  exportSendExportViaMail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BatchRequest'];
      };
    };
    responses: {
      /** @description The export status after the switch. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExportStatus'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  exportGetExportStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BatchRequest'];
      };
    };
    responses: {
      /** @description The export status. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExportStatus'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  exportExportMatches: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ExportMatchesRequest'];
      };
    };
    responses: {
      /** @description The export is queued. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExportStatus'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  exportExportQualityReport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BatchRequest'];
      };
    };
    responses: {
      /** @description The PDF state. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QualityReportExportResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  exportListHistoryExports: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ListHistoryExportsRequest'];
      };
    };
    responses: {
      /** @description The page. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListHistoryExportsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  exportHandleTargetLink: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['HandleLinkRequest'];
      };
    };
    responses: {
      /** @description The link. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HandleLinkResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
      502: components['responses']['BadGateway'];
    };
  };
  exportHandleConnectLink: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['HandleLinkRequest'];
      };
    };
    responses: {
      /** @description The link. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HandleLinkResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
      502: components['responses']['BadGateway'];
    };
  };
  exportHandleTarget2Link: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['HandleLinkRequest'];
      };
    };
    responses: {
      /** @description The link. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HandleLinkResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
      502: components['responses']['BadGateway'];
    };
  };
  exportGetExportFile: {
    parameters: {
      query: {
        /** @description The batch id. */
        id: components['schemas']['BatchId'];
        exportFileType: components['schemas']['ExportFileType'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['FileDownload'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      410: components['responses']['Gone'];
      501: components['responses']['NotImplemented'];
    };
  };
  exportGetQualityReportFile: {
    parameters: {
      query: {
        /** @description The batch id. */
        id: components['schemas']['BatchId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['FileDownload'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      501: components['responses']['NotImplemented'];
    };
  };
  exportGetHistoryExport: {
    parameters: {
      query: {
        /** @description The export history id. */
        id: components['schemas']['ExportHistoryId'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['FileDownload'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      410: components['responses']['Gone'];
      501: components['responses']['NotImplemented'];
    };
  };
  exportGetHistoryExportsZip: {
    parameters: {
      query?: {
        /** @description Comma-separated export history ids, at most 500. */
        ids?: string;
        searchterm?: components['schemas']['Searchterm'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['ZipDownload'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      501: components['responses']['NotImplemented'];
    };
  };
  exportGetMailedExportInfo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MailedExportRequest'];
      };
    };
    responses: {
      /** @description The link's export. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MailedExportInfo'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  exportGetMailedExport: {
    parameters: {
      query: {
        token: components['schemas']['MailLinkToken'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['FileDownload'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      410: components['responses']['Gone'];
      501: components['responses']['NotImplemented'];
    };
  };
  companiesListActivatedCompanies: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ListActivatedCompaniesRequest'];
      };
    };
    responses: {
      /** @description The page. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListActivatedCompaniesResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  companiesExportCompanies: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ExportCompaniesRequest'];
      };
    };
    responses: {
      /** @description The file was written. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExportFileNameResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  companiesExportSelectedCompanies: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ExportSelectedCompaniesRequest'];
      };
    };
    responses: {
      /** @description The file was written. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExportFileNameResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      501: components['responses']['NotImplemented'];
    };
  };
  companiesGetExportFile: {
    parameters: {
      query: {
        exportFileName: components['schemas']['ExportFileName'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['FileDownload'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      501: components['responses']['NotImplemented'];
    };
  };
}
