import { signedIn } from '../auth/guard.ts';
import { companyDatabaseLocation } from '../companies/database.ts';
import { locationOf, type Db } from '../db/database.ts';
import type { ContractHandlers } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';
import type { JobErrorReporter } from '../jobs/job-kind.ts';
import { JobQueue } from '../jobs/queue.ts';
import type { Jobs } from '../jobs/registry.ts';
import type { Clock } from '../system/clock.ts';
import { ChangeWaiters, listChangeJobKind } from './jobs.ts';
import { companyDatabaseReader, companyListPage } from './page.ts';
import { createProspectingProduct } from './product.ts';
import { createListService } from './service.ts';

type ListOperations =
  | 'profilesGetTargetCompanyLists'
  | 'profilesCreateCompanyListFromMatches'
  | 'profilesAddCompaniesToCompanyList'
  | 'profilesRemoveCompaniesFromCompanyList'
  | 'profilesRenameCompanyList'
  | 'profilesSafeCompanyIdsToTargetRedis'
  | 'listsAddCompaniesToCompanyList'
  | 'listsRemoveCompaniesFromCompanyList'
  | 'listsRenameCompanyList'
  | 'listsGetCompanyList'
  | 'exportHandleTargetLink'
  | 'exportHandleConnectLink'
  | 'exportHandleTarget2Link';

export interface ListHandlerOptions {
  db: Db;
  clock: Clock;
  dataDir: string;
  /** PUBLIC_URL: built-in lists open at PUBLIC_URL/lists/<id>. */
  publicUrl: string;
  /** TARGET_API_URL and TARGET_API_TOKEN; null: the built-in lists. */
  targetApi: { url: string; token: string } | null;
  /** The app's deletion of an import, for `deleteImport: true`. */
  deleteImport: (userId: string, batchId: string) => Promise<void>;
  log: { warn(details: object, message: string): void };
  /** The app's jobs: the `list_change` kind is added to them (recovered and closed with the others). */
  jobs: Jobs;
  /** Where a failed list change is reported (logged with its id). */
  onJobError: JobErrorReporter;
}

/**
 * The company lists' calls (spec 7 Lists, Profiles, Export handle*Link; docs/lists.md) over the
 * prospecting product the configuration chooses, always for the signed-in user's batches and lists.
 * List changes run as jobs of the `list_change` kind, registered here with the app's jobs.
 */
export function listHandlers(options: ListHandlerOptions): Required<Pick<ContractHandlers, ListOperations>> {
  const product = createProspectingProduct({
    db: options.db,
    clock: options.clock,
    publicUrl: options.publicUrl,
    targetApi: options.targetApi,
    log: options.log,
  });
  const waiters = new ChangeWaiters();
  const queue = options.jobs.add(
    new JobQueue(
      listChangeJobKind({
        db: options.db,
        dataDir: options.dataDir,
        clock: options.clock,
        publicUrl: options.publicUrl,
        product,
        waiters,
      }),
      { onError: options.onJobError },
    ),
  );
  const service = createListService({
    db: options.db,
    clock: options.clock,
    product,
    deleteImport: options.deleteImport,
    kick: (id) => queue.kick(id),
    waiters,
  });
  const companies = companyDatabaseReader(companyDatabaseLocation(locationOf(options.db), options.dataDir));
  const user = (request: Parameters<typeof signedIn>[0]) => signedIn(request).user;
  return {
    profilesGetTargetCompanyLists: async ({ request }) =>
      service.targetLists(user(request), requestLanguage(request)),
    profilesCreateCompanyListFromMatches: async ({ request, body }) =>
      service.createFromMatches(user(request), body),
    profilesAddCompaniesToCompanyList: async ({ request, body }) =>
      service.changeTargetList(user(request), body, 'add'),
    profilesRemoveCompaniesFromCompanyList: async ({ request, body }) =>
      service.changeTargetList(user(request), body, 'remove'),
    profilesRenameCompanyList: async ({ request, body }) => service.renameTargetList(user(request), body),
    profilesSafeCompanyIdsToTargetRedis: async ({ request, body }) =>
      service.handOverToTarget2(user(request), body),
    listsAddCompaniesToCompanyList: async ({ request, body }) =>
      service.connectFinish(user(request), body, 'add'),
    listsRemoveCompaniesFromCompanyList: async ({ request, body }) =>
      service.connectFinish(user(request), body, 'remove'),
    listsRenameCompanyList: async ({ request, body }) => service.renameConnectList(user(request), body),
    listsGetCompanyList: async ({ request, body }) => {
      const caller = user(request);
      // A remote product's lists live there: this product has no page of them.
      if (product.name !== 'built-in') throw new HttpError(404, 'not_found');
      return companyListPage(options.db, companies, caller.id, body);
    },
    exportHandleTargetLink: async ({ request, body }) =>
      service.targetLink(user(request), body.additionalInfo),
    exportHandleConnectLink: async ({ request, body }) =>
      service.targetLink(user(request), body.additionalInfo),
    exportHandleTarget2Link: async ({ request, body }) =>
      service.target2Link(user(request), body.additionalInfo),
  };
}
