import { defineGroup } from './catalogue-types';

/*
 * The 경기 청소년 책표지 공모전's awarded covers (2024: 9, 2025: 12), the partner bookstores'
 * marks and the illustrated people. All original drawings (scripts/images/make-catalogue-images.ts):
 * the covers are new pictures for the books, never a publisher's cover; the bookstores are the
 * demo's own, made-up 동네책방; the people are nobody in particular.
 */

/** 2024 경기 청소년 책표지 공모전: the nine awarded covers, 대상 first. */
export const CONTEST_2024 = defineGroup('contest-2024', { width: 300, height: 420 }, [
  { name: 'cloud-bread', caption: '대상 — 『구름빵』', alt: '비 갠 아침 지붕들 위로 빵 모양 구름이 떠오르는 모습을 그린 책표지' },
  { name: 'little-prince', caption: '금상 — 『어린 왕자』', alt: '작은 별 위에 장미 한 송이가 피어 있고 하늘에 노란 별들이 뜬 책표지' },
  { name: 'hen', caption: '금상 — 『마당을 나온 암탉』', alt: '커다란 보름달 아래 연못가 풀숲에 선 암탉을 그린 책표지' },
  { name: 'wizard-bakery', caption: '은상 — 『위저드 베이커리』', alt: '보랏빛 밤하늘 아래 반짝이는 별가루가 뿌려진 빵 한 덩이를 그린 책표지' },
  { name: 'math-ghost', caption: '은상 — 『수학귀신』', alt: '점들이 삼각형으로 쌓여 숫자 피라미드를 이루는 모습을 그린 책표지' },
  { name: 'fortress', caption: '은상 — 『남한산성』', alt: '눈 내리는 겨울 산등성이를 따라 이어진 성곽을 그린 책표지' },
  { name: 'candy', caption: '동상 — 『알사탕』', alt: '색색의 동그란 알사탕 여섯 알이 흩어져 있는 책표지' },
  { name: 'namiya', caption: '동상 — 『나미야 잡화점의 기적』', alt: '불 꺼진 오래된 가게의 셔터 틈으로 편지 한 통이 들어가는 모습을 그린 책표지' },
  { name: 'cosmos', caption: '동상 — 『코스모스』', alt: '짙은 남색 우주에 소용돌이 은하와 작은 파란 점 하나를 그린 책표지' },
]);

/** 2025 경기 청소년 책표지 공모전 (전시 「내가 다시 그린 나의 인생책」): twelve of the awarded covers. */
export const CONTEST_2025 = defineGroup('contest-2025', { width: 300, height: 420 }, [
  { name: 'almond', caption: '대상 — 『아몬드』', alt: '유리병 속에 아몬드 한 알이 빛나고 있는 모습을 그린 책표지' },
  { name: 'long-night', caption: '금상 — 『긴긴밤』', alt: '커다란 코뿔소와 어린 펭귄이 별 하나만 뜬 밤길을 함께 걷는 책표지' },
  { name: 'greenhouse', caption: '금상 — 『지구 끝의 온실』', alt: '잿빛 먼지 속에서 푸른빛을 내는 식물로 가득한 유리 온실을 그린 책표지' },
  { name: 'convenience-store', caption: '은상 — 『불편한 편의점』', alt: '어두운 골목 모퉁이에 불이 환하게 켜진 작은 편의점을 그린 책표지' },
  { name: 'bookshop', caption: '은상 — 『어서 오세요, 휴남동 서점입니다』', alt: '따뜻한 불빛이 새어 나오는 동네 서점의 창문과 책장을 그린 책표지' },
  { name: 'dream-store', caption: '은상 — 『달러구트 꿈 백화점』', alt: '초승달 아래 창마다 비눗방울 같은 꿈이 떠오르는 건물을 그린 책표지' },
  { name: 'thousand-blues', caption: '동상 — 『천 개의 파랑』', alt: '여러 겹의 파란 띠로 칠한 하늘 아래 경주로가 둥글게 이어지는 책표지' },
  { name: 'midnight-library', caption: '동상 — 『미드나잇 라이브러리』', alt: '자정을 가리키는 시계 아래 끝없이 이어지는 책장을 그린 책표지' },
  { name: 'whale', caption: '동상 — 『고래』', alt: '붉은 노을 바다 위로 커다란 고래가 솟구치는 모습을 그린 책표지' },
  { name: 'demian', caption: '동상 — 『데미안』', alt: '금이 간 알을 깨고 새 한 마리가 날개를 펴는 모습을 그린 책표지' },
  { name: 'gills', caption: '동상 — 『아가미』', alt: '깊고 어두운 물속에서 물고기가 물방울을 내뿜으며 헤엄치는 책표지' },
  { name: 'vegetarian', caption: '동상 — 『채식주의자』', alt: '붉은 바탕에 뿌리를 드러낸 나무 한 그루가 서 있는 책표지' },
]);

/**
 * 수원 독립서점 연합: the 동네책방 that keep the festival's bookstore booth. Each mark is a
 * picture without letters: the name is the caption beside it.
 */
export const PARTNER_BOOKSTORES = defineGroup('partner', { width: 240, height: 240 }, [
  { name: 'mulgyeol', caption: '책방 물결 · 수원 행궁동', alt: '물결 세 줄이 모여 펼친 책 모양을 이루는 파란 로고' },
  { name: 'seoga-namu', caption: '서가나무 · 수원 매탄동', alt: '색색의 책이 층층이 쌓여 나무 모양을 이루는 초록 로고' },
  { name: 'dal-munjang', caption: '달과 문장 · 수원 정자동', alt: '남색 원 안에 초승달과 따옴표가 나란히 놓인 로고' },
  { name: 'ohu-chaeksang', caption: '오후의 책상 · 수원 인계동', alt: '책상 위 스탠드 불빛이 펼친 책을 비추는 주황 로고' },
  { name: 'jageunbyeol', caption: '작은별 그림책방 · 수원 권선동', alt: '펼친 그림책 위로 노란 별 하나가 떠 있는 로고' },
]);

/** Illustrated readers (nobody real): avatars for pages about people. */
export const PEOPLE = defineGroup('people', { width: 240, height: 240 }, [
  { name: 'reader-01', alt: '짧은 머리에 안경을 쓰고 두꺼운 책을 든 어른 일러스트' },
  { name: 'reader-02', alt: '긴 머리를 묶고 그림책을 펼쳐 든 어린이 일러스트' },
  { name: 'reader-03', alt: '흰머리에 모자를 쓰고 신문을 든 어르신 일러스트' },
  { name: 'reader-04', alt: '헤드폰을 목에 걸고 태블릿으로 전자책을 읽는 청소년 일러스트' },
  { name: 'reader-05', alt: '휠체어에 앉아 무릎 위 책을 넘기는 사람 일러스트' },
  { name: 'reader-06', alt: '아기를 안고 보드북을 함께 보는 보호자 일러스트' },
  { name: 'reader-07', alt: '곱슬머리에 앞치마를 두르고 요리책을 든 사람 일러스트' },
  { name: 'reader-08', alt: '히잡을 쓰고 두 손으로 책을 가슴에 안은 사람 일러스트' },
  { name: 'reader-09', alt: '수염을 기르고 돋보기로 지도를 살피는 어르신 일러스트' },
]);
