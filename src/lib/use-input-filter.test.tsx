import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { InputRule } from './input-filter';
import { useInputFilter } from './use-input-filter';

function Field({ rule, maxLength, initial = '' }: { rule: InputRule; maxLength?: number; initial?: string }) {
  const [value, setValue] = useState(initial);
  const filter = useInputFilter(rule, { maxLength });
  return (
    <>
      <label htmlFor="f">값</label>
      <input id="f" value={value} aria-describedby={filter.noticeId} onChange={(event) => setValue(filter.filter(event))} />
      <p {...filter.noticeProps} />
    </>
  );
}

/** Types as a browser does: the new text and the caret, then the input event React listens to. */
function typeInto(input: HTMLInputElement, value: string, caret: number): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, value);
  input.setSelectionRange(caret, caret);
  fireEvent.input(input);
}

const nextFrame = () => act(() => new Promise<void>((done) => requestAnimationFrame(() => done())));

afterEach(cleanup);

describe('useInputFilter', () => {
  it('keeps what the rule allows, tells the member, and puts the caret after the kept text', async () => {
    render(<Field rule={{ kind: 'numeric' }} initial="1234" />);
    const input = screen.getByLabelText<HTMLInputElement>('값');
    input.focus();
    typeInto(input, '12가34', 3);
    await nextFrame();
    expect(input.value).toBe('1234');
    expect(input.selectionStart).toBe(2);
    expect(input.selectionEnd).toBe(2);
    const notice = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(notice?.getAttribute('aria-live')).toBe('polite');
    expect(notice?.textContent).toBe('숫자와 마침표(.)만 입력할 수 있습니다. 입력하신 내용 중 1자는 넣지 않았습니다.');
  });

  it('keeps the notice while the member types on, and drops it when the field is emptied', async () => {
    render(<Field rule={{ kind: 'english' }} />);
    const input = screen.getByLabelText<HTMLInputElement>('값');
    input.focus();
    typeInto(input, 'aㅁ', 2);
    await nextFrame();
    expect(screen.getByText(/한글은 입력할 수 없습니다/)).toBeTruthy();
    typeInto(input, 'ab', 2);
    await nextFrame();
    expect(input.value).toBe('ab');
    expect(screen.getByText(/한글은 입력할 수 없습니다/)).toBeTruthy();
    typeInto(input, '', 0);
    await nextFrame();
    expect(screen.queryByText(/한글은 입력할 수 없습니다/)).toBeNull();
  });

  it('drops the notice once the member corrects the field (deletes), not while typing on', async () => {
    render(<Field rule={{ kind: 'english' }} />);
    const input = screen.getByLabelText<HTMLInputElement>('값');
    input.focus();
    typeInto(input, 'walkㅁ', 5);
    await nextFrame();
    expect(screen.getByText(/한글은 입력할 수 없습니다/)).toBeTruthy();
    typeInto(input, 'walko', 5);
    await nextFrame();
    expect(screen.getByText(/한글은 입력할 수 없습니다/)).toBeTruthy();
    typeInto(input, 'walk', 4);
    await nextFrame();
    expect(input.value).toBe('walk');
    expect(screen.queryByText(/한글은 입력할 수 없습니다/)).toBeNull();
  });

  it('says so when a paste does not fit', async () => {
    render(<Field rule={{ kind: 'any' }} maxLength={5} initial="abcd" />);
    const input = screen.getByLabelText<HTMLInputElement>('값');
    input.focus();
    typeInto(input, 'abXYZcd', 5);
    await nextFrame();
    expect(input.value).toBe('abXcd');
    expect(input.selectionStart).toBe(3);
    expect(screen.getByText('최대 5자까지 입력할 수 있습니다. 입력하신 내용 중 2자는 넣지 않았습니다.')).toBeTruthy();
  });
});
