import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { ClinicSummary } from '@sprout/contracts';
import { ENVIRONMENT_NAMES, ENVIRONMENTS, RELATED_SITES } from '../../../lib/request/environments.ts';
import { envelope, mockApi, renderApp } from '../../../test/render-app.tsx';

const clinic = (shopId: string, name: string): ClinicSummary => ({
  shopId,
  name,
  address: `${name}地址`,
  phone: '021-6488 0001',
  openingHours: [],
  services: [],
  latitude: null,
  longitude: null,
  photo: null,
});

describe('the related sites of spec §1', () => {
  test('every environment has a health and an appointment site, each a hash-route root on its mobile host', () => {
    for (const name of ENVIRONMENT_NAMES) {
      expect(RELATED_SITES[name]).toEqual({
        health: `${ENVIRONMENTS[name].mobile}/health/#/`,
        appointment: `${ENVIRONMENTS[name].mobile}/appointment/#/`,
      });
    }
  });

  test('the appointment site lists the clinic its hash route names first, with a call to book', async () => {
    mockApi({ 'GET /app-web2/clinics': () => ({ body: envelope([clinic('a', '徐汇店'), clinic('b', '浦东店')]) }) });
    renderApp('/appointment#/?shopId=b');
    await waitFor(() => expect(screen.getAllByTestId('appointment-clinic')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('appointment-clinic');
    expect(first!.textContent).toContain('浦东店');
    expect(first!.getAttribute('data-chosen')).toBe('true');
    expect(second!.textContent).toContain('徐汇店');
    expect(screen.getAllByTestId('appointment-call')[0]!.getAttribute('href')).toBe('tel:02164880001');
  });

  test('the health site root forwards to the child’s health advice', async () => {
    mockApi({});
    const { router } = renderApp('/health#/');
    // Signed out, the advice page sends the parent to sign in and back to it.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(decodeURIComponent(router.state.location.search)).toContain('/healthAdvices/patient/healthAdvices');
  });
});
