import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DeferredBody } from './deferred-body';

afterEach(cleanup);

describe('DeferredBody', () => {
  it('leaves its children out of the first render and shows them in the next one', async () => {
    const seen: string[] = [];
    function Probe() {
      seen.push('body');
      return <p>결과 목록</p>;
    }
    function Fallback() {
      seen.push('fallback');
      return <p>준비</p>;
    }
    function Page() {
      seen.push('page');
      return (
        <>
          <h1>자료검색</h1>
          <DeferredBody fallback={<Fallback />}>
            <Probe />
          </DeferredBody>
        </>
      );
    }
    await act(async () => {
      render(<Page />);
    });
    // The first render draws the fallback in the body's place; the body comes in the next.
    expect(seen).toEqual(['page', 'fallback', 'body']);
    expect(screen.getByRole('paragraph').textContent).toBe('결과 목록');
    expect(screen.queryByText('준비')).toBeNull();
  });

  it('once mounted, renders later updates at once', async () => {
    let setCount: (n: number) => void = () => undefined;
    function Page() {
      const [count, set] = useState(1);
      setCount = set;
      return (
        <DeferredBody>
          <p>{count}쪽</p>
        </DeferredBody>
      );
    }
    await act(async () => {
      render(<Page />);
    });
    expect(screen.getByRole('paragraph').textContent).toBe('1쪽');
    // Synchronously, inside the same act: no second, deferred pass is needed once mounted.
    act(() => setCount(2));
    expect(screen.getByRole('paragraph').textContent).toBe('2쪽');
  });
});
