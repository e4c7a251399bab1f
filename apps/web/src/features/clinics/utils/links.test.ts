import { describe, expect, test } from 'vitest';
import { customerServiceLink, mapLink, telLink } from './links.ts';

describe('clinic links', () => {
  test('the map link puts longitude first, as Amap expects, with the clinic name', () => {
    const link = new URL(mapLink(31.18835, 121.43672, '禾苗（徐汇店）')!);
    expect(link.origin + link.pathname).toBe('https://uri.amap.com/marker');
    expect(link.searchParams.get('position')).toBe('121.43672,31.18835');
    expect(link.searchParams.get('name')).toBe('禾苗（徐汇店）');
    expect(link.searchParams.get('coordinate')).toBe('gaode');
  });

  test('there is no map link without coordinates', () => {
    expect(mapLink(null, 121.4, 'x')).toBeNull();
  });

  test('a phone becomes a tel: link of its digits', () => {
    expect(telLink('021-6488-0001')).toBe('tel:02164880001');
    expect(telLink('')).toBeNull();
  });

  test('customer service opens the configured chat with the company id, else calls', () => {
    expect(customerServiceLink({ companyId: 'c42', entranceLink: 'https://chat.example.com/entry?x=1', phone: '400-000-0000' })).toBe(
      'https://chat.example.com/entry?x=1&companyId=c42',
    );
    expect(customerServiceLink({ companyId: '', entranceLink: '', phone: '400-000-0000' })).toBe('tel:4000000000');
    expect(customerServiceLink({ companyId: 'c42', entranceLink: 'javascript:alert(1)', phone: '400-000-0000' })).toBe('tel:4000000000');
  });

  test('a path on this site (demo mode’s chat page) keeps the widget path with the company id; another host never', () => {
    expect(customerServiceLink({ companyId: 'sprout-demo', entranceLink: '/customerService/demoChat', phone: '400-000-0000' })).toBe(
      '/customerService/demoChat?companyId=sprout-demo',
    );
    expect(customerServiceLink({ companyId: 'c42', entranceLink: '//evil.example/chat', phone: '400-000-0000' })).toBe('tel:4000000000');
  });
});
