import { http, HttpResponse } from 'msw';
import type {
  CompanyListMember,
  ConnectFinishResult,
  GetCompanyListRequest,
  TargetCompanyList,
} from '@datacare/api-client';

/** Anna's lists in Target (target 1). */
export const annaLists: TargetCompanyList[] = [
  { id: '12', name: 'Messe Frankfurt 2026' },
  { id: '14', name: 'Bestandskunden Süd' },
];

/** One company of a list as the list page shows it. */
export function listMember(i: number, overrides: Partial<CompanyListMember> = {}): CompanyListMember {
  const cities = ['Köln', 'München', 'Hamburg', 'Leipzig', 'Freiburg im Breisgau'];
  return {
    id: `c${i}`,
    isUnlocked: true,
    company_name: `${['Müller', 'Schmidt', 'Becker', 'Wagner', 'Hoffmann'][i % 5]} ${['Logistik', 'Bau', 'Metall', 'Software', 'Druck'][i % 5]} GmbH`,
    zip: String(10000 + ((i * 7919) % 89999)).padStart(5, '0'),
    location: cities[i % cities.length]!,
    street: `Hauptstraße ${i}`,
    country: 'Deutschland',
    url: i % 3 === 0 ? `www.firma-${i}.de` : null,
    status: i % 17 === 0 ? 'in_liquidation' : i % 23 === 0 ? 'deleted' : 'active',
    addedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export interface ListHandlerOptions {
  /** How a connect finish or a Target export answers; default: 840 of 1,050 companies changed. */
  finish?: Partial<ConnectFinishResult>;
  /** The finish fails (spec 8 Connect: 'could not be processed'). */
  finishFails?: boolean;
  /** Companies on list 12 (the list page). */
  members?: number;
  /** Whether the user may open Target 2.0 (safeCompanyIdsToTargetRedis). */
  target2Access?: boolean;
}

/**
 * The lists, profiles and list page calls (issue 16) for app tests and page stories, answering
 * like the built-in store: list 12 exists, every other id is another user's or unknown (404).
 */
export function listHandlers({
  finish = {},
  finishFails = false,
  members = 134,
  target2Access = true,
}: ListHandlerOptions = {}) {
  const result = (type: 'add' | 'remove'): ConnectFinishResult => ({
    type,
    listId: '12',
    listName: 'Messe Frankfurt 2026',
    listUrl: 'http://localhost:6006/lists/12',
    numCompaniesModified: 840,
    numCompaniesMatched: 1050,
    newlyCreated: false,
    ...finish,
  });
  const notProcessed = () =>
    HttpResponse.json(
      { errors: [{ type: 'service_unavailable', message: 'Der Dienst ist gerade nicht verfügbar.' }] },
      { status: 502 },
    );
  const all = Array.from({ length: members }, (_, i) =>
    i === 1
      ? listMember(i + 1, {
          isUnlocked: false,
          company_name: null,
          zip: null,
          location: null,
          street: null,
          url: null,
          status: null,
        })
      : listMember(i + 1),
  );
  return [
    http.post('*/backend/profiles/getTargetCompanyLists', () => HttpResponse.json({ items: annaLists })),
    http.post('*/backend/profiles/createCompanyListFromMatches', () =>
      finishFails ? notProcessed() : HttpResponse.json({ redirectUrl: 'http://localhost:6006/lists/15' }),
    ),
    http.post('*/backend/profiles/addCompaniesToCompanyList', () =>
      finishFails ? notProcessed() : HttpResponse.json(result('add')),
    ),
    http.post('*/backend/lists/addCompaniesToCompanyList', () =>
      finishFails ? notProcessed() : HttpResponse.json(result('add')),
    ),
    http.post('*/backend/lists/removeCompaniesFromCompanyList', () =>
      finishFails ? notProcessed() : HttpResponse.json(result('remove')),
    ),
    http.post('*/backend/lists/renameCompanyList', async ({ request }) => {
      const body = (await request.json()) as { listName: string };
      return HttpResponse.json({ listName: body.listName });
    }),
    http.post('*/backend/profiles/safeCompanyIdsToTargetRedis', () =>
      HttpResponse.json(
        target2Access
          ? { hasTargetAccess: true, redirectUrl: 'http://localhost:6006/lists/16' }
          : { hasTargetAccess: false, redirectUrl: null },
      ),
    ),
    http.post('*/backend/lists/getCompanyList', async ({ request }) => {
      const body = (await request.json()) as GetCompanyListRequest;
      if (body.listId !== '12') {
        return HttpResponse.json(
          { errors: [{ type: 'not_found', message: 'Nicht gefunden.' }] },
          { status: 404 },
        );
      }
      const term = body.filters?.searchterm?.toLowerCase() ?? '';
      const found = all.filter(
        (m) => !term || `${m.company_name ?? ''} ${m.location ?? ''}`.toLowerCase().includes(term),
      );
      const start = body.paging.page * body.paging.pageSize;
      return HttpResponse.json({
        list: {
          id: '12',
          name: 'Messe Frankfurt 2026',
          kind: 'target1',
          createdAt: '2026-11-20T10:00:00.000Z',
          updatedAt: '2026-11-21T12:30:00.000Z',
        },
        items: found.slice(start, start + body.paging.pageSize),
        totalCount: all.length,
        filteredTotalCount: found.length,
      });
    }),
  ];
}
