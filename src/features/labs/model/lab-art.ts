/*
 * The labs' artwork (public/images/labs, drawn for this portal: shapes only, no text, so an SVG
 * image costs no text layout): a poster per lab and the AI mark of the experiments. Alt texts say
 * what each picture shows.
 */

export interface LabArt {
  src: string;
  alt: string;
}

const ART: Record<string, LabArt> = {
  'ai-quiz': { src: '/images/labs/quiz.svg', alt: '물음표와 체크 표시가 그려진 퀴즈 카드 세 장' },
  'ai-mental': { src: '/images/labs/ai-mind.svg', alt: '펼친 책 위로 마음을 뜻하는 하트가 피어나는 사람의 옆모습' },
  'ai-studio': { src: '/images/labs/paint.svg', alt: '다섯 가지 물감이 묻은 팔레트와 붓' },
  'ai-reading-discussion': { src: '/images/labs/debate.svg', alt: '서로 마주 보는 두 개의 말풍선' },
  bookcraft: { src: '/images/labs/bookcraft.svg', alt: '실로 꿰맨 자국이 보이는 손으로 만든 책 세 권과 바늘' },
  'game-play': { src: '/images/labs/gameplay.svg', alt: '게임 조이패드와 주사위, 보드게임 말' },
  'midi-studio': { src: '/images/labs/midi.svg', alt: '건반 위로 소리의 물결이 흐르는 그림' },
  'little-theater': { src: '/images/labs/little-theater.svg', alt: '빨간 막이 걷힌 작은 무대와 조명 아래의 인형' },
  'studio-program': { src: '/images/labs/studio.svg', alt: '촬영용 카메라와 마이크' },
};

/** The bookbinding picture beside the bookcraft page's sections. */
export const BOOKBINDERY_ART: LabArt = { src: '/images/labs/bookbindery.svg', alt: '가운데를 실로 꿰매는 펼친 책과 바늘' };

/** The experiments' AI mark; its words are in the heading beside it. */
export const AI_LOGO = '/images/labs/ai-logo.svg';

export const POSTER_SIZE = { width: 640, height: 360 } as const;

/** A lab's poster; an unknown lab has none (spec §8 'image lookup miss': a console warning, no image). */
export function labArt(slug: string): LabArt | null {
  const art = ART[slug];
  if (art) return art;
  console.warn(`체험 프로그램 이미지가 없습니다: ${slug}`);
  return null;
}
