import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { focusedNow, focusIsLost, useFocusRescue } from './use-focus-rescue';

function Harness({ message, origin, showButton }: { message: string; origin: Element | null; showButton: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useFocusRescue(ref, message, origin);
  return (
    <div>
      {showButton ? <button type="button">반납 연장</button> : null}
      <button type="button">다른 버튼</button>
      <p ref={ref} tabIndex={-1}>
        {message}
      </p>
    </div>
  );
}

describe('useFocusRescue', () => {
  afterEach(cleanup);

  it('moves the focus to the sentence when the focused button went away while it worked', () => {
    const { rerender } = render(<Harness message="" origin={null} showButton />);
    const button = screen.getByRole('button', { name: '반납 연장' });
    act(() => button.focus());
    const origin = focusedNow();
    expect(origin).toBe(button);
    rerender(<Harness message="" origin={origin} showButton={false} />);
    expect(focusIsLost()).toBe(true);
    rerender(<Harness message="반납을 연장했습니다." origin={origin} showButton={false} />);
    expect(document.activeElement).toBe(screen.getByText('반납을 연장했습니다.'));
  });

  it('leaves a focus that is still somewhere', () => {
    const { rerender } = render(<Harness message="" origin={null} showButton />);
    const other = screen.getByRole('button', { name: '다른 버튼' });
    act(() => other.focus());
    rerender(<Harness message="예약을 취소했습니다." origin={other} showButton={false} />);
    expect(document.activeElement).toBe(other);
  });

  it('does not take the focus when nothing had it as the action started (a tap in Safari)', () => {
    const { rerender } = render(<Harness message="" origin={null} showButton />);
    expect(focusedNow()).toBeNull();
    rerender(<Harness message="관심도서에서 뺐습니다." origin={null} showButton={false} />);
    expect(focusIsLost()).toBe(true);
  });
});
