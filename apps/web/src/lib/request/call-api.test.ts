import { describe, expect, test, vi } from 'vitest';
import { clinicsRoutes, leadsRoutes } from '@sprout/contracts/light';
import { callApi } from './call-api.ts';

type FetchCall = [url: string, init: RequestInit];

function respond(data: unknown) {
  const fetchMock = vi.fn(async (..._args: FetchCall) => new Response(JSON.stringify({ code: '1', data, message: 'ok' }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('callApi: a call made from its description in the contracts', () => {
  test('sends the route’s method to its path with the path parameters filled in and encoded, and resolves with data', async () => {
    const fetchMock = respond({ shopId: 'a/b' });
    const clinic = await callApi(clinicsRoutes.get, { params: { shopId: 'a/b' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/app-web2/clinics/a%2Fb');
    expect(init.method).toBe('GET');
    expect(clinic.shopId).toBe('a/b');
  });

  test('puts the query in the address and the body in JSON', async () => {
    let fetchMock = respond([]);
    await callApi(clinicsRoutes.doctors, { query: { ids: 'd1,d2' } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/app-web2/doctors?ids=d1%2Cd2');

    fetchMock = respond({ leadId: 'l1', createdAt: '2026-01-01T00:00:00.000Z' });
    const body = { name: '王丽', phone: '13800000001', childAge: 3, concern: 'growth', preferredTime: 'anytime' as const };
    await callApi(leadsRoutes.create, { body });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/app-web2/leads');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(body);
  });

  test('refuses to send a call whose path parameter is missing', async () => {
    respond(null);
    // @ts-expect-error the types require params; a caller that forces it still never reaches the network
    await expect(callApi(clinicsRoutes.get, {})).rejects.toThrow('clinics.get: missing path parameter shopId');
  });
});
