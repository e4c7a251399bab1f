import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ClinicSummary } from '@sprout/contracts';
import { envelope, mockApi, renderApp } from '../../../test/render-app.tsx';
import { geoMap } from '../model/geo-map-model.ts';

const clinic = (shopId: string, name: string, latitude: number | null, longitude: number | null): ClinicSummary => ({
  shopId,
  name,
  address: `${name}地址`,
  phone: '021-00000000',
  openingHours: [],
  services: [],
  latitude,
  longitude,
  photo: null,
});
// Server order: Xuhui, a clinic with no map position, Pudong.
const clinics = [
  clinic('xuhui', '徐汇店', 31.18835, 121.43672),
  clinic('nomap', '无坐标店', null, null),
  clinic('pudong', '浦东店', 31.22, 121.54),
];
const names = () => screen.getAllByTestId('clinic-card').map((card) => card.querySelector('strong')!.textContent);

function stubGeolocation(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => answer(ok, fail));
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { geolocation: { getCurrentPosition } }));
  return getCurrentPosition;
}

afterEach(() => geoMap.reset());

describe('the clinic list and the nearest clinic (geoMap)', () => {
  test('asks for the location only when the parent taps "nearest clinic", then lists the nearest first with distances', async () => {
    mockApi({ 'GET /app-web2/clinics': () => ({ body: envelope(clinics) }) });
    // Near Lujiazui, Pudong.
    const locate = stubGeolocation((ok) => ok({ coords: { latitude: 31.235, longitude: 121.505 } } as GeolocationPosition));
    renderApp('/clinics');
    await screen.findAllByTestId('clinic-card');
    expect(locate).not.toHaveBeenCalled();
    expect(names()).toEqual(['徐汇店', '无坐标店', '浦东店']);
    fireEvent.click(screen.getByTestId('nearest-clinic'));
    await waitFor(() => expect(names()).toEqual(['浦东店', '徐汇店', '无坐标店']));
    expect(locate).toHaveBeenCalledTimes(1);
    expect(screen.getAllByTestId('clinic-distance').map((d) => d.textContent)).toEqual(['距您约 3.7 公里', '距您约 8.3 公里']);
  });

  test('keeps the usual order and says why when the parent refuses the location', async () => {
    mockApi({ 'GET /app-web2/clinics': () => ({ body: envelope(clinics) }) });
    stubGeolocation((_ok, fail) => fail({ code: 1, message: 'denied' } as GeolocationPositionError));
    renderApp('/clinics');
    await screen.findAllByTestId('clinic-card');
    fireEvent.click(screen.getByTestId('nearest-clinic'));
    expect((await screen.findByTestId('nearest-status')).textContent).toBe('未获得定位权限，诊所按默认顺序显示。');
    expect(names()).toEqual(['徐汇店', '无坐标店', '浦东店']);
    expect(screen.queryByTestId('clinic-distance')).toBeNull();
  });
});
