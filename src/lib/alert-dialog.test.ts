import { describe, expect, it } from 'vitest';
import { alertQueue, showAlert } from './alert-dialog';

describe('the alert queue', () => {
  it('shows alerts one at a time in order, each resolving when closed', async () => {
    const seen: string[][] = [];
    const stop = alertQueue.subscribe(() => seen.push(alertQueue.getSnapshot().map((alert) => alert.message)));
    const closed: string[] = [];
    const first = showAlert('첫 번째 알림').then(() => closed.push('첫 번째'));
    const second = showAlert('두 번째 알림').then(() => closed.push('두 번째'));
    expect(alertQueue.getSnapshot().map((alert) => alert.message)).toEqual(['첫 번째 알림', '두 번째 알림']);

    alertQueue.getSnapshot()[0]?.close();
    await first;
    expect(closed).toEqual(['첫 번째']);
    expect(alertQueue.getSnapshot().map((alert) => alert.message)).toEqual(['두 번째 알림']);
    // Closing the same alert twice changes nothing.
    const shown = alertQueue.getSnapshot()[0];
    shown?.close();
    shown?.close();
    await second;
    expect(closed).toEqual(['첫 번째', '두 번째']);
    expect(alertQueue.getSnapshot()).toEqual([]);
    expect(seen).toEqual([['첫 번째 알림'], ['첫 번째 알림', '두 번째 알림'], ['두 번째 알림'], []]);
    stop();
  });
});
