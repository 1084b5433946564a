import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAlerts, confirmAlert, getAlerts, showAlert } from './alert-store';

afterEach(() => clearAlerts());

describe('the alert store', () => {
  it('uses 확인 as the default confirm label', () => {
    showAlert({ title: '알림' });
    expect(getAlerts()[0]).toMatchObject({ title: '알림', confirmLabel: '확인' });
  });

  it('shows alerts one at a time in order, and confirming runs the callback', () => {
    const onConfirm = vi.fn();
    showAlert({ title: '첫 번째', onConfirm });
    showAlert({ title: '두 번째', confirmLabel: '닫기' });
    expect(getAlerts().map((a) => a.title)).toEqual(['첫 번째', '두 번째']);
    confirmAlert();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(getAlerts().map((a) => a.title)).toEqual(['두 번째']);
  });

  it('drops an alert identical to one already waiting', () => {
    const first = showAlert({ title: '인터넷 연결이 끊겼습니다.' });
    const second = showAlert({ title: '인터넷 연결이 끊겼습니다.' });
    expect(second).toBe(first);
    expect(getAlerts()).toHaveLength(1);
    showAlert({ title: '인터넷 연결이 끊겼습니다.', subtitle: '<b>다른 내용</b>' });
    expect(getAlerts()).toHaveLength(2);
  });

  it('confirms a specific alert by id and ignores unknown ids', () => {
    showAlert({ title: 'a' });
    const b = showAlert({ title: 'b' });
    confirmAlert(999);
    expect(getAlerts()).toHaveLength(2);
    confirmAlert(b);
    expect(getAlerts().map((a) => a.title)).toEqual(['a']);
  });
});
