/**
 * Fixtures of the company lists' tests: an owner with target 1 and target 2 access (German and
 * Austrian data packs), another user with the same rights and an import of their own, and a matched
 * import whose exported companies are known (exports/testing.ts writes batches straight into the
 * tables).
 */
import type { FastifyInstance } from 'fastify';
import type { ConnectFinishResult } from '@datacare/api-client/generated/types';
import { call, signedInUser } from '../../test/test-app.ts';
import {
  exactEntries,
  insertMatchedBatch,
  testCompany,
  writeTestCompanies,
  type TestRow,
} from '../exports/testing.ts';

export const COLUMNS = ['Firma', 'PLZ', 'Ort'];
export const MAPPING = [
  { internalField: 'company_name' as const, customerField: 'Firma' },
  { internalField: 'zip' as const, customerField: 'PLZ' },
  { internalField: 'location' as const, customerField: 'Ort' },
];

/**
 * The owner's import 'batch1', row by row; its exported companies are P1, P2, P3 and P4 (4):
 * 1 exact P1; 2 manual, P2 chosen in review; 3 exact P3, which has left the company database;
 * 4 exact P4, Swiss (locked for DE and AT); 5 no match; 6 manual without a decision; 7 exact P5
 * rejected in review; 8 exact P1 again (one company).
 */
export const ROWS: TestRow[] = [
  {
    cells: ['Alpha GmbH', '10115', 'Berlin'],
    entries: [
      {
        providerId: 'P1',
        probability: 0.95,
        data: { company_name: 'Alpha GmbH', zip: '10115', location: 'Berlin' },
      },
      { providerId: null, probability: 0.05 },
    ],
  },
  {
    cells: ['Beta AG', '80331', 'München'],
    entries: [
      {
        providerId: 'P2',
        probability: 0.5,
        selected: true,
        data: { company_name: 'Beta AG', zip: '80331', location: 'München' },
      },
      { providerId: null, probability: 0.3 },
    ],
  },
  {
    cells: ['Gamma KG', '50667', 'Köln'],
    entries: [
      {
        providerId: 'P3',
        probability: 0.9,
        data: { company_name: 'Gamma KG', zip: '50667', location: 'Köln' },
      },
      { providerId: null, probability: 0.1 },
    ],
  },
  {
    cells: ['Delta AG', '8001', 'Zürich'],
    entries: [
      {
        providerId: 'P4',
        probability: 0.9,
        dataPack: 'CH',
        data: { company_name: 'Delta AG', zip: '8001', location: 'Zürich' },
      },
      { providerId: null, probability: 0.1 },
    ],
  },
  { cells: ['Epsilon', '01067', 'Dresden'], entries: [{ providerId: null, probability: 0.95 }] },
  {
    cells: ['Zeta', '20095', 'Hamburg'],
    entries: [
      { providerId: 'P6', probability: 0.55 },
      { providerId: null, probability: 0.45 },
    ],
  },
  {
    cells: ['Eta', '04109', 'Leipzig'],
    entries: [
      { providerId: 'P5', probability: 0.9 },
      { providerId: null, probability: 0.1, selected: true },
    ],
  },
  { cells: ['Alpha GmbH', '10115', 'Berlin'], entries: exactEntries('P1') },
];

/** The companies of batch1 in the company database (P3 has left it). */
export async function writeCompanies(dataDir: string): Promise<void> {
  await writeTestCompanies(dataDir, [
    testCompany('P1', { company_name: 'Alpha Software GmbH', zip: '10115', location: 'Berlin' }),
    testCompany('P2', {
      company_name: 'Beta AG',
      zip: '80331',
      location: 'München',
      status: 'in_liquidation',
    }),
    testCompany('P4', { company_name: 'Delta AG', country_code: 'CH', data_pack: 'CH', country: 'Schweiz' }),
    testCompany('P5'),
    testCompany('P6'),
  ]);
}

export interface ListFixture {
  owner: Awaited<ReturnType<typeof signedInUser>>;
  other: Awaited<ReturnType<typeof signedInUser>>;
}

/** The owner with batch1 (tag 'Kunden März'), the other user with batch 'fremd' (tag 'Geheim'). */
export async function setupLists(
  app: FastifyInstance,
  access: { target1?: boolean; target2?: boolean; companies?: boolean; email?: string } = {},
): Promise<ListFixture> {
  if (access.companies !== false) await writeCompanies(app.config.dataDir);
  const owner = await signedInUser(app, {
    target1Access: access.target1 ?? true,
    target2Access: access.target2 ?? true,
    ...(access.email && { email: access.email }),
  });
  const other = await signedInUser(app, {
    firstName: 'Jonas',
    name: 'Weber',
    target1Access: true,
    target2Access: true,
  });
  await app.db
    .updateTable('users')
    .set({ data_packs: JSON.stringify(['DE', 'AT']) })
    .where('id', '=', owner.user.id)
    .execute();
  await insertMatchedBatch(app.db, {
    id: 'batch1',
    userId: owner.user.id,
    tag: 'Kunden März',
    columns: COLUMNS,
    mapping: MAPPING,
    rows: ROWS,
  });
  await insertMatchedBatch(app.db, {
    id: 'fremd',
    userId: other.user.id,
    tag: 'Geheim',
    columns: COLUMNS,
    mapping: MAPPING,
    rows: [{ cells: ['Omega GmbH', '10115', 'Berlin'], entries: exactEntries('P9') }],
  });
  return { owner, other };
}

/** Posts a call and expects 200; returns the body. */
export async function ok<T>(app: FastifyInstance, url: string, body: unknown, cookie: string): Promise<T> {
  const res = await call(app, url, body, { cookie });
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  return res.json<T>();
}

/** A new list of the other user with their company P9 (through the connect flow). */
export async function foreignList(app: FastifyInstance, fixture: ListFixture): Promise<ConnectFinishResult> {
  return ok<ConnectFinishResult>(
    app,
    '/backend/lists/addCompaniesToCompanyList',
    { batchId: 'fremd', deleteImport: false },
    fixture.other.cookie,
  );
}
