import { act, cleanup, render } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { focusIsLost, useFocusRescue } from './use-focus-rescue';

function Harness({ message }: { message: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [shown] = useState(true);
  useFocusRescue(ref, message);
  return (
    <div>
      {shown ? <button type="button">다른 버튼</button> : null}
      <p ref={ref} tabIndex={-1}>
        {message}
      </p>
    </div>
  );
}

describe('useFocusRescue', () => {
  afterEach(cleanup);

  it('moves a lost focus to the target when the signal comes', () => {
    const { rerender, getByText } = render(<Harness message="" />);
    expect(focusIsLost()).toBe(true);
    rerender(<Harness message="반납을 연장했습니다." />);
    expect(document.activeElement).toBe(getByText('반납을 연장했습니다.'));
  });

  it('leaves a focus that is still somewhere', () => {
    const { rerender, getByRole } = render(<Harness message="" />);
    const button = getByRole('button', { name: '다른 버튼' });
    act(() => button.focus());
    rerender(<Harness message="예약을 취소했습니다." />);
    expect(document.activeElement).toBe(button);
  });

  it('does nothing without a signal', () => {
    const { rerender } = render(<Harness message="" />);
    rerender(<Harness message="" />);
    expect(focusIsLost()).toBe(true);
  });
});
