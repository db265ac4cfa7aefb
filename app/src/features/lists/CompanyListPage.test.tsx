import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompanyListMember, GetCompanyListRequest } from '@datacare/api-client';
import { server } from '../../../../scripts/vitest/msw-server.ts';
import { sessionHandlers } from '../../testing/handlers.ts';
import { renderApp } from '../../testing/render.tsx';

const location = () => screen.getByTestId('location').textContent;

function member(i: number, overrides: Partial<CompanyListMember> = {}): CompanyListMember {
  return {
    id: `c${i}`,
    isUnlocked: true,
    company_name: `Firma ${i} GmbH`,
    zip: '50667',
    location: 'Köln',
    street: `Hauptstraße ${i}`,
    country: 'Deutschland',
    url: null,
    status: 'active',
    addedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A list of 60 companies served page by page; records what the page asked for. */
function listHandler(requests: GetCompanyListRequest[]) {
  return http.post('*/backend/lists/getCompanyList', async ({ request }) => {
    const body = (await request.json()) as GetCompanyListRequest;
    requests.push(body);
    if (body.listId !== '12') {
      return HttpResponse.json(
        { errors: [{ type: 'not_found', message: 'Nicht gefunden.' }] },
        { status: 404 },
      );
    }
    const all = Array.from({ length: 60 }, (_, i) => member(i + 1));
    all[1] = member(2, { isUnlocked: false, company_name: null, zip: null, location: null, street: null });
    const term = body.filters?.searchterm?.toLowerCase() ?? '';
    const found = all.filter((m) => !term || (m.company_name ?? '').toLowerCase().includes(term));
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
  });
}

afterEach(() => server.resetHandlers());

describe('the company list page (/lists/:id)', () => {
  it('shows the list with the provider data, pages, sorts and searches on the server', async () => {
    const requests: GetCompanyListRequest[] = [];
    server.use(...sessionHandlers(), listHandler(requests));
    const { user } = renderApp('/lists/12');
    expect(await screen.findByRole('heading', { level: 1, name: /Messe Frankfurt 2026/ })).toBeVisible();
    expect(await screen.findByText('Firma 1 GmbH')).toBeVisible();
    expect(requests[0]).toEqual({
      listId: '12',
      paging: { page: 0, pageSize: 25 },
      sorting: { field: 'company_name', order: 'asc' },
    });
    // A locked company shows XXXX, never its data.
    expect(screen.getAllByText('XXXX').length).toBeGreaterThan(0);
    await waitFor(() => expect(document.title).toBe('Firmenliste – Datacare'));

    await user.click(screen.getByRole('button', { name: 'Zur nächsten Seite' }));
    await waitFor(() => expect(location()).toBe('/lists/12?page=2'));
    expect(await screen.findByText('Firma 26 GmbH')).toBeVisible();
    expect(requests.at(-1)?.paging).toEqual({ page: 1, pageSize: 25 });

    const search = screen.getByRole('searchbox');
    await user.type(search, 'Firma 5{Enter}');
    await waitFor(() => expect(location()).toBe('/lists/12?search=Firma+5'));
    await waitFor(() => expect(requests.at(-1)?.filters).toEqual({ searchterm: 'Firma 5' }));
    expect(requests.at(-1)?.paging.page).toBe(0);
  });

  it('says plainly when the list does not exist or belongs to someone else', async () => {
    server.use(...sessionHandlers(), listHandler([]));
    renderApp('/lists/99');
    const main = await screen.findByRole('heading', { level: 1 });
    expect(main).toHaveTextContent(/existiert nicht|nicht gefunden/i);
    expect(within(document.body).queryByRole('grid')).not.toBeInTheDocument();
  });
});
