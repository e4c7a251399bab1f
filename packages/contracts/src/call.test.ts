import { describe, expect, it } from 'vitest';
import { callPath } from './call.ts';
import { clinicsCalls } from './calls/index.ts';
import { clinicsRoutes } from './routes/clinics.ts';

describe('calls described once', () => {
  it('fills and encodes the path parameters of a route, and refuses a missing one', () => {
    expect(callPath(clinicsRoutes.get, { shopId: 'x y/z' })).toBe('/app-web2/clinics/x%20y%2Fz');
    expect(() => callPath(clinicsRoutes.get, {})).toThrow('clinics.get: missing path parameter shopId');
  });

  it('joins each route to its schemas without changing where the call lives', () => {
    expect(clinicsCalls.get.path).toBe(clinicsRoutes.get.path);
    expect(clinicsCalls.get.method).toBe('GET');
    expect(clinicsCalls.get.params.safeParse({ shopId: 'a' }).success).toBe(true);
  });
});
