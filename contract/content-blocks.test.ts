import { describe, expect, it } from 'vitest';
import { hasContentBlocks, splitContentBlocks } from './content-blocks';

describe('blocks in a CMS page body', () => {
  it('splits the body at lines that are a block, keeping the markdown between', () => {
    expect(splitContentBlocks('## 주소\n\n{{library:location}}\n\n[지도로 보기](/gg-directions)')).toEqual([
      { kind: 'markdown', text: '## 주소\n' },
      { kind: 'block', name: 'library', args: ['location'] },
      { kind: 'markdown', text: '\n[지도로 보기](/gg-directions)' },
    ]);
    expect(splitContentBlocks('{{library:hours:DIGITAL}}')).toEqual([{ kind: 'block', name: 'library', args: ['hours', 'DIGITAL'] }]);
    expect(splitContentBlocks('  {{ weather }}  ')).toEqual([{ kind: 'block', name: 'weather', args: [] }]);
  });

  it('leaves alone a block inside a sentence, inside a fenced code block, or with another shape', () => {
    const text = ['전화는 {{library:contacts}} 로', '', '```md', '{{library:hours}}', '```', '', '~~~~', '{{library:closed}}', '~~~~', '', '{{Library:x}}', '', '    {{library:hours}}'].join('\n');
    expect(splitContentBlocks(text)).toEqual([{ kind: 'markdown', text }]);
    expect(hasContentBlocks(text)).toBe(false);
  });

  it('reads a body without blocks as one markdown run, and an empty one as nothing', () => {
    expect(splitContentBlocks('# 제목\n\n본문')).toEqual([{ kind: 'markdown', text: '# 제목\n\n본문' }]);
    expect(splitContentBlocks('')).toEqual([]);
    expect(hasContentBlocks('앞\n{{library:closed}}\n뒤')).toBe(true);
  });
});
