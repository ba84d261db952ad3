import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { errorEnvelope, HttpError } from './errors';
import { describeIssue, MAX_BODY_BYTES, parseRequest } from './validate';

const Schema = v.object({
  name: v.pipe(v.string(), v.maxLength(5)),
  count: v.number(),
  mode: v.picklist(['Y', 'N']),
  note: v.pipe(v.string(), v.maxLength(3, '3자 이하로 보내 주세요.')),
});

const issueFor = (input: unknown) => {
  const result = v.safeParse(Schema, input, { abortEarly: true });
  if (result.success) throw new Error('expected a failure');
  return describeIssue(result.issues[0]);
};

const valid = { name: '도서관', count: 1, mode: 'Y', note: '메모' };

describe('describeIssue', () => {
  it('writes Korean for valibot’s English defaults, naming the field', () => {
    expect(issueFor({ ...valid, name: 3 })).toBe('name 값은 문자열이어야 합니다.');
    expect(issueFor({ ...valid, count: '1' })).toBe('count 값은 숫자여야 합니다.');
    expect(issueFor({ ...valid, mode: 'X' })).toBe('mode 값은 Y, N 중 하나여야 합니다.');
    expect(issueFor({ ...valid, name: '경기도서관입니다' })).toBe('name 값은 5자 이하여야 합니다.');
    expect(issueFor({ count: 1, mode: 'Y', note: '' })).toBe('필수 항목 name 값이 없습니다.');
    expect(issueFor('text')).toBe('요청 본문은 JSON 객체여야 합니다.');
  });

  it('keeps the contract’s own message and adds the field when the message lacks it', () => {
    expect(issueFor({ ...valid, note: '네 글자임' })).toBe('3자 이하로 보내 주세요. (note)');
  });
});

describe('parseRequest', () => {
  const app = new Hono();
  app.post('/echo', async (c) => c.json(await parseRequest(c, Schema)));
  app.post('/query', async (c) =>
    c.json(await parseRequest(c, v.object({ a: v.string(), b: v.string() }), { acceptQuery: true })),
  );
  app.onError((error, c) =>
    error instanceof HttpError
      ? c.json(errorEnvelope(error.status, error.message, error.field), error.status)
      : c.text('bug', 500),
  );

  it('returns the parsed output', async () => {
    const response = await app.request('/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify(valid),
    });
    expect(await response.json()).toEqual(valid);
  });

  it('refuses what would reach the database as a fault: NUL, integers beyond 2^31 − 1, a body that is not an object (issue 18)', async () => {
    const send = (body: string, path = '/echo') => app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    const cases: [string, string][] = [
      [JSON.stringify({ ...valid, name: 'a\u0000b' }), 'name 값에 사용할 수 없는 제어 문자가 있습니다.'],
      [JSON.stringify({ ...valid, count: 2147483648 }), 'count 값이 너무 큽니다.'],
      [JSON.stringify({ ...valid, count: -2147483649 }), 'count 값이 너무 큽니다.'],
      [JSON.stringify({ ...valid, extra: { deep: ['x\u0000'] } }), 'extra.deep.0 값에 사용할 수 없는 제어 문자가 있습니다.'],
      ['[]', '요청 본문은 JSON 객체여야 합니다.'],
      ['"text"', '요청 본문은 JSON 객체여야 합니다.'],
      ['null', '요청 본문은 JSON 객체여야 합니다.'],
    ];
    for (const [body, message] of cases) {
      const response = await send(body);
      expect(response.status, body).toBe(400);
      expect(((await response.json()) as { RESULT_MESSAGE: string }).RESULT_MESSAGE, body).toBe(message);
    }
    // Tabs, line breaks and other control characters are text (boards clean them); the largest integer and fractions pass.
    expect((await send(JSON.stringify({ ...valid, note: '가\t\u001b', count: 2147483647 }))).status).toBe(200);
    expect((await send(JSON.stringify({ ...valid, count: 0.5 }))).status).toBe(200);
    // The query's fields pass the same gate.
    expect((await app.request('/query?a=%00&b=2', { method: 'POST' })).status).toBe(400);
  });

  it('merges query fields under body fields when asked to', async () => {
    const response = await app.request('/query?a=1&b=2', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"b":"body"}',
    });
    expect(await response.json()).toEqual({ a: '1', b: 'body' });
  });

  it('accepts a body of exactly the limit and refuses one byte more', async () => {
    // Bytes, not characters: the Korean in `valid` takes three bytes a character.
    const padded = (size: number) => {
      const base = Buffer.byteLength(JSON.stringify({ ...valid, pad: '' }));
      return JSON.stringify({ ...valid, pad: 'x'.repeat(size - base) });
    };
    const send = (body: string) =>
      app.request('/echo', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect((await send(padded(MAX_BODY_BYTES))).status).toBe(200);
    const over = await send(padded(MAX_BODY_BYTES + 1));
    expect(over.status).toBe(400);
    expect((await over.json()) as unknown).toMatchObject({ RESULT_MESSAGE: expect.stringContaining('64KB') });
  });
});
