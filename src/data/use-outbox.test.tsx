import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PortalDatabase, useDatabaseForTests } from '../db/database';
import { enqueue, listQueued, removeQueued } from '../db/repositories/outbox-repository';
import { noteOutboxChanged } from './outbox';
import { useQueuedWriteGone } from './use-outbox';

let db: PortalDatabase;
let counter = 0;

beforeEach(async () => {
  counter += 1;
  db = new PortalDatabase(`use-outbox-${counter}`);
  useDatabaseForTests(db);
  await db.open();
});

afterEach(async () => {
  db.close();
  await db.delete();
});

async function sendByKey(requestId: string): Promise<void> {
  const row = (await listQueued()).find((write) => write.requestId === requestId);
  if (!row) throw new Error('no such write');
  await removeQueued(row.seq);
  noteOutboxChanged();
}

describe('useQueuedWriteGone', () => {
  it('is false while the write waits and true once it has left the outbox', async () => {
    await enqueue('board-post', '/gglib/insertboard', { title: 'a' }, Date.now(), 'key-a');
    const { result } = renderHook(() => useQueuedWriteGone('board-post', 'key-a'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(result.current).toBe(false);
    await act(() => sendByKey('key-a'));
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('follows its own write only: another of the same kind sent first changes nothing', async () => {
    await enqueue('board-post', '/gglib/insertboard', { title: 'a' }, Date.now(), 'key-a');
    await enqueue('board-post', '/gglib/insertboard', { title: 'b' }, Date.now(), 'key-b');
    const { result } = renderHook(() => useQueuedWriteGone('board-post', 'key-b'));
    await act(() => sendByKey('key-a'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(result.current).toBe(false);
    await act(() => sendByKey('key-b'));
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('is true at once when the write was sent before the first read', async () => {
    const { result } = renderHook(() => useQueuedWriteGone('board-post', 'key-sent-already'));
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('is false without a key', async () => {
    await enqueue('board-post', '/gglib/insertboard', { title: 'a' }, Date.now(), 'key-a');
    const { result } = renderHook(() => useQueuedWriteGone('board-post', null));
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(result.current).toBe(false);
  });
});
