import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionList } from './session-list';

const SESSIONS = [
  { id: 's1', title: '한강 작가의 책', lastActivityAt: 0 },
  { id: 's2', title: '어린이 도서 추천', lastActivityAt: 0 },
];

function renderList(onRename = vi.fn()) {
  render(<SessionList sessions={SESSIONS} currentId="s1" onOpen={vi.fn()} onRename={onRename} onRemove={vi.fn()} onNew={vi.fn()} headingId="history" />);
  return onRename;
}

describe('SessionList rename', () => {
  afterEach(cleanup);

  it('Enter renames and gives the focus to the renamed title, where the field was', () => {
    const onRename = renderList();
    fireEvent.click(screen.getByRole('button', { name: '어린이 도서 추천 이름 변경' }));
    const field = screen.getByRole('textbox', { name: '대화 제목' });
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: '그림책 추천' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onRename).toHaveBeenCalledWith('s2', '그림책 추천');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '어린이 도서 추천' }));
  });

  it('Esc cancels and gives the focus back to the title', () => {
    const onRename = renderList();
    fireEvent.click(screen.getByRole('button', { name: '한강 작가의 책 이름 변경' }));
    fireEvent.keyDown(screen.getByRole('textbox', { name: '대화 제목' }), { key: 'Escape' });
    expect(onRename).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '한강 작가의 책' }));
  });

  it('leaving the field by pointer renames without moving the focus there', () => {
    const onRename = renderList();
    fireEvent.click(screen.getByRole('button', { name: '한강 작가의 책 이름 변경' }));
    const field = screen.getByRole('textbox', { name: '대화 제목' });
    fireEvent.change(field, { target: { value: '소설 목록' } });
    const other = screen.getByRole('button', { name: '새 대화' });
    other.focus();
    expect(onRename).toHaveBeenCalledWith('s1', '소설 목록');
    expect(document.activeElement).toBe(other);
  });
});
