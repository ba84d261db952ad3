import { defineGroup } from './catalogue-types';

/**
 * The main page's moving picture: an animated SVG (no video file, no codec, a few kilobytes),
 * and its still frame for a paused or reduced-motion view. The animation runs three rounds of
 * 12 s and stops on its last frame; the page's 일시정지 shows the still at once.
 */
export const MEDIA = defineGroup('media', { width: 960, height: 540 }, [
  {
    name: 'main-video',
    alt: '경기도서관의 하루: 해가 떠오르자 도서관 창마다 불이 켜지고, 사람들이 드나들며 책이 서가로 날아가 꽂히고, 저녁이 되어 별이 뜨는 움직이는 그림',
  },
  {
    name: 'main-video-still',
    alt: '경기도서관의 하루: 해 질 녘 창마다 불이 켜진 도서관 건물과 그 앞을 걷는 사람들, 하늘에 뜬 별을 그린 그림',
  },
]);
