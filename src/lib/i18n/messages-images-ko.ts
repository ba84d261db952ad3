/*
 * Texts around the image catalogue's pictures: the galleries' headings and notes, and the main
 * page's moving picture. Loaded only with the pages that show them (the pictures' alt texts and
 * captions are in the catalogue itself, src/lib/images).
 */

export const koImages = {
  festival: {
    gallery: '축제 풍경',
    galleryIntro: '축제 사흘 동안 도서관과 야외광장에서 열리는 프로그램을 그림으로 미리 둘러보세요.',
    partners: '함께하는 동네책방',
    partnersIntro: '축제의 서점 부스를 함께 꾸리는 경기도의 동네책방입니다.',
  },
  climate: {
    heading: '기후위기 함께 읽기',
    intro: '이 목록의 책들이 이야기하는 다섯 가지 주제입니다. 관심 가는 주제부터 골라 읽어 보세요.',
  },
  contests: {
    heading: '경기 청소년 책표지 공모전 수상작',
    intro: '도내 중·고등학생이 좋아하는 책의 표지를 새로 그린 공모전의 수상작입니다. 감상문을 쓴 책으로 표지를 그려 보는 것도 좋은 독후 활동입니다.',
    year2024: '2024 공모전 (수상작 9점)',
    year2025: '2025 공모전 「내가 다시 그린 나의 인생책」 (수상작 12점)',
  },
  people: {
    heading: '독서동아리에서 만나는 이웃들',
    intro: '어린이부터 어르신까지, 읽는 책도 읽는 방법도 다른 이웃들이 동아리에서 만납니다.',
  },
  video: {
    heading: '경기도서관의 하루',
    caption: '해가 뜨고 질 때까지, 도서관에서 책과 사람이 만나는 하루를 그림으로 담았습니다.',
    pause: '움직임 멈추기',
    play: '움직임 다시 보기',
    playing: '움직이는 그림을 재생하고 있습니다.',
    paused: '멈춘 그림을 보여드리고 있습니다.',
  },
} as const;
