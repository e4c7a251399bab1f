import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { ClinicDetail } from '@sprout/contracts';
import { envelope, mockApi, renderApp } from '../../../test/render-app.tsx';

const clinic = (shopId: string, name: string): ClinicDetail => ({
  shopId,
  name,
  address: '上海市徐汇区漕溪北路 398 号 3 楼',
  phone: '021-6488-0001',
  openingHours: ['周一至周五 08:30–18:00'],
  photos: ['/clinic-photos/a.svg', '/clinic-photos/b.svg'],
  services: ['儿童生长发育评估', '近视防控'],
  introduction: '徐汇店位于徐家汇商圈。',
  latitude: 31.18835,
  longitude: 121.43672,
  doctors: [
    {
      id: 'd1',
      name: '陈静',
      title: '儿科主治医师',
      photo: null,
      tags: ['生长发育', '矮小症评估', '早产儿随访', '性早熟'],
      introduction: '',
      specialties: '',
      clinics: [],
    },
  ],
});

const CLINICS: Record<string, ClinicDetail> = { a: clinic('a', '徐汇店'), b: clinic('b', '浦东店') };

function api(service = { companyId: '', entranceLink: '', phone: '400-000-0000' }) {
  return mockApi({
    'GET /app-web2/customer_services/info': () => ({ body: envelope(service) }),
    'GET /app-web2/clinics/a': () => ({ body: envelope(CLINICS.a) }),
    'GET /app-web2/clinics/b': () => ({ body: envelope(CLINICS.b) }),
  });
}

const clinicCalls = (fetchMock: ReturnType<typeof api>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'https://app.example').pathname)
    .filter((p) => p.startsWith('/app-web2/clinics/'));

describe('clinic page', () => {
  test('shows photos, address with a map link, a phone to call, hours, services and doctors', async () => {
    api();
    renderApp('/clinics/a');
    expect((await screen.findByTestId('clinic-name')).textContent).toBe('徐汇店');
    expect(screen.getAllByRole('img', { name: /徐汇店 照片/ })).toHaveLength(2);
    const map = new URL(screen.getByTestId('open-in-maps').getAttribute('href')!);
    expect(map.searchParams.get('position')).toBe('121.43672,31.18835');
    expect(screen.getByTestId('clinic-phone').getAttribute('href')).toBe('tel:02164880001');
    expect(screen.getByText('周一至周五 08:30–18:00')).toBeTruthy();
    expect(within(screen.getByTestId('clinic-services')).getAllByRole('listitem')).toHaveLength(2);
    const doctor = screen.getByTestId('doctor-item');
    fireEvent.click(within(doctor).getByTestId('show-more-tags'));
    expect(within(doctor).getByText('性早熟')).toBeTruthy();
  });

  test('loads the clinic again whenever the clinicId in the address changes', async () => {
    const fetchMock = api();
    const { router } = renderApp('/clinics/a');
    await screen.findByText('徐汇店');
    await act(() => router.navigate('/clinics/b'));
    expect((await screen.findByTestId('clinic-name')).textContent).toBe('浦东店');
    await waitFor(() => expect(screen.getByTestId('clinic-page').getAttribute('data-shop-id')).toBe('b'));
    expect(clinicCalls(fetchMock)).toEqual(['/app-web2/clinics/a', '/app-web2/clinics/b']);
  });

  test('the customer-service button calls the phone when no chat is configured', async () => {
    api();
    renderApp('/clinics/a');
    const button = await screen.findByTestId('customer-service');
    expect(button.getAttribute('href')).toBe('tel:4000000000');
    expect(button.textContent).toBe('电话咨询 400-000-0000');
  });

  test('the customer-service button opens the configured chat with the company id', async () => {
    api({ companyId: 'c42', entranceLink: 'https://chat.example.com/entry', phone: '400-000-0000' });
    renderApp('/clinics/a');
    const button = await screen.findByTestId('customer-service');
    expect(button.getAttribute('href')).toBe('https://chat.example.com/entry?companyId=c42');
    expect(button.textContent).toBe('联系客服');
  });

  test('in demo mode the customer-service button opens the in-app demo chat with the company id, which answers', async () => {
    api({ companyId: 'sprout-demo', entranceLink: '/customerService/demoChat', phone: '400-000-0000' });
    const { router } = renderApp('/clinics/a');
    const button = await screen.findByTestId('customer-service');
    expect(button.getAttribute('href')).toBe('/customerService/demoChat?companyId=sprout-demo');
    expect(button.getAttribute('target')).toBeNull();
    fireEvent.click(button);
    await screen.findByTestId('demo-chat');
    expect(router.state.location.search).toBe('?companyId=sprout-demo');
    expect(screen.getByText(/sprout-demo/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('输入消息'), { target: { value: '预约怎么改时间？' } });
    fireEvent.click(screen.getByTestId('demo-chat-send'));
    const said = within(screen.getByTestId('demo-chat-messages'))
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('data-from'));
    expect(said).toEqual(['agent', 'you', 'agent']);
    expect(screen.getByText(/400-000-0000/)).toBeTruthy();
  });

  test('a missing clinic shows a clear not-found state with the way to the list', async () => {
    api();
    renderApp('/clinics/zzz');
    const state = await screen.findByTestId('clinic-not-found');
    expect(within(state).getByRole('heading').textContent).toBe('未找到该诊所');
    expect(within(state).getByRole('link').getAttribute('href')).toBe('/clinics');
  });
});
