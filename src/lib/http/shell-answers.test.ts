import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELL_ANSWERS_ELEMENT_ID } from '../../../contract/shell-answers';
import { configureHttp, request } from './client';
import { resetShellAnswersForTests, takeShellAnswer } from './shell-answers';

const Answer = v.object({ RESULT: v.literal('SUCCESS'), LIST: v.array(v.string()) });

function carry(text: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SHELL_ANSWERS_ELEMENT_ID;
  block.textContent = text;
  document.body.append(block);
  resetShellAnswersForTests();
}

let fetchMock: ReturnType<typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>>;

beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ RESULT: 'SUCCESS', LIST: ['network'] }), { headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  configureHttp({ defaultBase: 'http://test.local/gglib', beforeRequest: null });
});
afterEach(() => {
  document.getElementById(SHELL_ANSWERS_ELEMENT_ID)?.remove();
  resetShellAnswersForTests();
  vi.unstubAllGlobals();
});

describe('answers carried in the shell', () => {
  it('are given out once each, and the block leaves the document', () => {
    carry(JSON.stringify({ a: 1, b: [2] }));
    expect(takeShellAnswer('a')).toBe(1);
    expect(document.getElementById(SHELL_ANSWERS_ELEMENT_ID)).toBeNull();
    expect(takeShellAnswer('a')).toBeUndefined();
    expect(takeShellAnswer('b')).toEqual([2]);
    expect(takeShellAnswer('c')).toBeUndefined();
  });

  it('carry nothing when the block is missing, broken or not an object', () => {
    expect(takeShellAnswer('a')).toBeUndefined();
    for (const text of ['{"a":', '[1]', 'null', '']) {
      carry(text);
      expect(takeShellAnswer('0'), text).toBeUndefined();
      expect(takeShellAnswer('a'), text).toBeUndefined();
    }
  });

  it('carry nothing when the document came from the HTTP cache (a back or forward navigation)', () => {
    const navigation = { transferSize: 0 };
    const entries = vi.spyOn(performance, 'getEntriesByType').mockReturnValue([navigation as unknown as PerformanceEntry]);
    try {
      carry(JSON.stringify({ a: 1 }));
      expect(takeShellAnswer('a')).toBeUndefined();
      expect(document.getElementById(SHELL_ANSWERS_ELEMENT_ID)).toBeNull();
      navigation.transferSize = 812;
      carry(JSON.stringify({ a: 2 }));
      expect(takeShellAnswer('a')).toBe(2);
    } finally {
      entries.mockRestore();
    }
  });

  it("answer a request named for them instead of the network, once; later calls ask the API", async () => {
    carry(JSON.stringify({ selectMenu: { RESULT: 'SUCCESS', LIST: ['carried'] } }));
    const first = await request({ path: 'selectMenu', schema: Answer, shell: 'selectMenu' });
    expect(first).toMatchObject({ success: true, status: 200, data: { LIST: ['carried'] } });
    expect(fetchMock).not.toHaveBeenCalled();
    const second = await request({ path: 'selectMenu', schema: Answer, shell: 'selectMenu' });
    expect(second.data).toEqual({ RESULT: 'SUCCESS', LIST: ['network'] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('that fail the call\'s schema are never used: the API is asked', async () => {
    carry(JSON.stringify({ selectMenu: { RESULT: 'SUCCESS', LIST: [1] } }));
    const result = await request({ path: 'selectMenu', schema: Answer, shell: 'selectMenu' });
    expect(result.data).toEqual({ RESULT: 'SUCCESS', LIST: ['network'] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('are not taken by a request that names another key', async () => {
    carry(JSON.stringify({ 'getpopuplist:2026-03-02': { RESULT: 'SUCCESS', LIST: ['carried'] } }));
    const result = await request({ path: 'getpopuplist', schema: Answer, shell: 'getpopuplist:2026-03-03' });
    expect(result.data?.LIST).toEqual(['network']);
    expect(takeShellAnswer('getpopuplist:2026-03-02')).toEqual({ RESULT: 'SUCCESS', LIST: ['carried'] });
  });
});
