import { defineGroup } from './catalogue-types';

/*
 * Backgrounds, the 경기 북페스티벌's pictures and the 기후위기 pictures: original drawings
 * (scripts/images/make-catalogue-images.ts), no photographs and no text inside the pictures.
 */

/** Wide bands behind a page's title (drawn behind text: shown with an empty alt there). */
export const BACKGROUNDS = defineGroup('background', { width: 1200, height: 360 }, [
  { name: 'reading', alt: '높은 책장 사이로 햇살이 비스듬히 들어오는 모습을 단순한 도형으로 그린 배경' },
  { name: 'festival', alt: '알록달록한 삼각 깃발 아래 천막이 늘어선 야외광장을 그린 배경' },
  { name: 'climate', alt: '초록 잎과 파란 물결이 겹겹이 이어지는 모습을 그린 배경' },
  { name: 'community', alt: '둥근 탁자 둘레에 앉은 사람들을 둥근 도형으로 나타낸 배경' },
]);

/** 경기 북페스티벌: the programme's scenes, in the order of the festival's days. */
export const FESTIVAL_IMAGES = defineGroup('festival', { width: 800, height: 500 }, [
  { name: 'opening', caption: '개막식', alt: '야외광장 무대 위로 삼각 깃발이 걸리고 객석에 사람들이 모여 앉은 개막식 그림' },
  { name: 'book-talk', caption: '작가 북토크', alt: '다목적홀 무대에 의자 두 개와 마이크가 놓이고 뒤 화면에 펼친 책이 비치는 북토크 그림' },
  { name: 'picture-book-show', caption: '그림책 공연', alt: '빨간 막이 드리운 작은 인형극 무대와 그 앞에 앉은 어린이들의 뒷모습 그림' },
  { name: 'exhibition-tour', caption: '경기 출판 100년 전시 해설', alt: '전시실 벽에 걸린 액자들 앞에서 해설사가 손으로 가리키는 그림' },
  { name: 'book-market', caption: '북마켓 부스', alt: '줄무늬 천막 아래 책이 진열된 부스들이 나란히 선 북마켓 그림' },
  { name: 'book-exchange', caption: '헌책 교환 장터', alt: '탁자 위에 쌓인 헌책 더미와 책을 주고받는 두 손 그림' },
  { name: 'bookbinding', caption: '나만의 책 만들기', alt: '실과 바늘로 꿰맨 손바닥만 한 노트와 가위, 실타래가 놓인 체험 탁자 그림' },
  { name: 'ai-prescription', caption: 'AI 책 처방소', alt: '화면에 말풍선이 뜬 태블릿 옆에 약봉투처럼 접힌 종이와 책 한 권이 놓인 그림' },
  { name: 'youth-debate', caption: '청소년 독서토론 한마당', alt: '둥근 탁자에 둘러앉은 청소년 여덟 명 가운데 한 명이 손을 든 토론 그림' },
  { name: 'closing-concert', caption: '폐막 음악회', alt: '저녁 야외무대에 전구 줄이 켜지고 현악기 네 대가 놓인 폐막 음악회 그림' },
]);

/** 기후위기 함께 읽기: what the climate list's books talk about. */
export const CLIMATE_IMAGES = defineGroup('climate', { width: 600, height: 400 }, [
  { name: 'glacier', caption: '녹아내리는 빙하', alt: '바다 위 빙하가 녹아 물방울이 떨어지고 그 옆에 북극곰 한 마리가 서 있는 그림' },
  { name: 'heat', caption: '뜨거워지는 도시', alt: '붉은 해 아래 아지랑이가 피어오르는 빌딩 숲과 온도계 그림' },
  { name: 'sea-level', caption: '차오르는 바다', alt: '물이 차오른 바닷가 마을에서 지붕만 물 위에 드러난 집들 그림' },
  { name: 'forest', caption: '숲과 생명', alt: '잎이 무성한 나무들 사이로 새와 나비가 날고 새싹이 돋는 숲 그림' },
  { name: 'everyday', caption: '함께 바꾸는 생활', alt: '자전거, 장바구니, 텀블러와 지붕 위 태양광 판이 함께 놓인 그림' },
]);
