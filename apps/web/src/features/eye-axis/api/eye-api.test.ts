import { beforeEach, describe, expect, test, vi } from 'vitest';
import { showToast } from '../../../lib/feedback/toast.ts';
import { envelope, mockApi } from '../../../test/render-app.tsx';
import { curve, EYE_AXIS_ID, EYE_ID, eyeInfo } from '../test-fixtures.ts';
import { getEyeCurve } from './get-eye-curve.ts';
import { getEyeInfo } from './get-eye-info.ts';
import { getEyeRecords } from './get-eye-records.ts';
import { eyeRefOf } from './keys.ts';

vi.mock('../../../lib/feedback/toast.ts', () => ({ showToast: vi.fn(async () => {}), warmUpToast: vi.fn() }));

const calls = (fetchMock: ReturnType<typeof mockApi>) => fetchMock.mock.calls.map(([input]) => String(input));

beforeEach(() => vi.mocked(showToast).mockClear());

describe('eye info (spec §7)', () => {
  test('the parent call sends patientId and familyMemberId and resolves with the envelope’s data', async () => {
    const fetchMock = mockApi({ 'GET /health-info-service/app/eye/get': () => ({ body: envelope(eyeInfo) }) });
    await expect(getEyeInfo({ role: 'patient', patientId: 'p1', familyMemberId: 'm1' })).resolves.toEqual(eyeInfo);
    expect(calls(fetchMock)).toEqual(['/health-info-service/app/eye/get?patientId=p1&familyMemberId=m1']);
  });

  test('a patientId of "undefined" is not sent (spec §5)', async () => {
    const fetchMock = mockApi({ 'GET /health-info-service/app/eye/get': () => ({ body: envelope(eyeInfo) }) });
    await getEyeInfo({ role: 'patient', patientId: 'undefined', familyMemberId: 'm1' });
    expect(calls(fetchMock)).toEqual(['/health-info-service/app/eye/get?familyMemberId=m1']);
  });

  test('the doctor call sends eyeId, or eyeAxisId when eyeId is empty', async () => {
    const fetchMock = mockApi({ 'GET /health-info-service/doctor/eye/get': () => ({ body: envelope(eyeInfo) }) });
    await getEyeInfo({ role: 'doctor', eyeId: EYE_ID, eyeAxisId: EYE_AXIS_ID });
    await getEyeInfo({ role: 'doctor', eyeId: '', eyeAxisId: EYE_AXIS_ID });
    expect(calls(fetchMock)).toEqual([
      `/health-info-service/doctor/eye/get?eyeId=${EYE_ID}`,
      `/health-info-service/doctor/eye/get?eyeAxisId=${EYE_AXIS_ID}`,
    ]);
  });

  test('the curve goes by eyeId, or eyeAxisId when the info has no eyeId', () => {
    expect(eyeRefOf(eyeInfo)).toBe(EYE_ID);
    expect(eyeRefOf({ eyeId: '', eyeAxisId: EYE_AXIS_ID })).toBe(EYE_AXIS_ID);
    expect(eyeRefOf(undefined)).toBeNull();
  });
});

describe('eye-axis failures (spec §8)', () => {
  test('a status other than 200 is rejected, even with code "1"', async () => {
    mockApi({ [`GET /health-info-service/app/eye/${EYE_ID}/curve`]: () => ({ status: 201, body: { ...envelope(curve), message: '' } }) });
    await expect(getEyeCurve('patient', EYE_ID)).rejects.toMatchObject({ status: 201 });
    expect(showToast).toHaveBeenCalledWith({ icon: 'fail', content: '请求错误，请稍后再试' });
  });

  test('a failed records request shows the server’s message and still rejects to the caller', async () => {
    mockApi({
      [`GET /health-info-service/app/eye/${EYE_ID}/records`]: () => ({
        status: 403,
        body: { code: 'FORBIDDEN', data: null, message: '您没有权限查看或修改此内容' },
      }),
    });
    await expect(getEyeRecords({ role: 'patient', eyeRef: EYE_ID, eyeId: EYE_ID, start: 0 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(showToast).toHaveBeenCalledWith({ icon: 'fail', content: '您没有权限查看或修改此内容' });
  });

  test('without a server message the eye-axis fallback text is shown', async () => {
    mockApi({
      [`GET /health-info-service/doctor/eye/${EYE_ID}/records`]: () => ({
        status: 500,
        body: { code: 'INTERNAL', data: null, message: '' },
      }),
    });
    await expect(getEyeRecords({ role: 'doctor', eyeRef: EYE_ID, start: 10 })).rejects.toBeDefined();
    expect(showToast).toHaveBeenCalledWith({ icon: 'fail', content: '请求错误，请稍后再试' });
  });

  test('a call cancelled on purpose rejects without a toast', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        controller.abort();
        throw new DOMException('aborted', 'AbortError');
      }),
    );
    await expect(getEyeCurve('patient', EYE_ID, controller.signal)).rejects.toBeDefined();
    expect(showToast).not.toHaveBeenCalled();
  });

  test('the parent records call carries eyeId, start and limit; the doctor call start and limit', async () => {
    const page = { total: 0, list: [] };
    const fetchMock = mockApi({
      [`GET /health-info-service/app/eye/${EYE_ID}/records`]: () => ({ body: envelope(page) }),
      [`GET /health-info-service/doctor/eye/${EYE_ID}/records`]: () => ({ body: envelope(page) }),
    });
    await getEyeRecords({ role: 'patient', eyeRef: EYE_ID, eyeId: EYE_ID, start: 20, limit: 10 });
    await getEyeRecords({ role: 'doctor', eyeRef: EYE_ID, start: 0 });
    expect(calls(fetchMock)).toEqual([
      `/health-info-service/app/eye/${EYE_ID}/records?eyeId=${EYE_ID}&start=20&limit=10`,
      `/health-info-service/doctor/eye/${EYE_ID}/records?start=0&limit=10`,
    ]);
  });
});
