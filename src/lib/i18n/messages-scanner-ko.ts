/**
 * The ISBN scanner's part of the message catalogue (/barcodeScanner): the camera, its errors,
 * the photo and typing fallbacks. Loaded with that page only.
 */
export const koScanner = {
  title: 'ISBN 바코드로 책 찾기',
  intro: '책 뒤표지의 ISBN 바코드를 비추거나 번호를 입력하면 경기도서관 소장 자료를 바로 검색합니다.',
  camera: {
    title: '카메라로 찾기',
    explain:
      '‘카메라 켜기’를 누르면 브라우저가 카메라 사용 권한을 묻습니다. 허용하면 뒤쪽 카메라 화면이 나오고, 바코드를 비추는 즉시 검색으로 이동합니다. 카메라 영상은 이 기기 안에서 바코드를 읽는 데만 쓰며 저장하거나 보내지 않습니다.',
    start: '카메라 켜기',
    stop: '카메라 끄기',
    torchOn: '플래시 켜기',
    torchOff: '플래시 끄기',
    guide: '바코드를 가로로 눕혀 안내선 안에 맞춰 주세요. 너무 가까우면 초점이 맞지 않으니 한 뼘쯤 떨어뜨려 주세요.',
    starting: '카메라를 켜는 중입니다.',
    scanning: '바코드를 찾고 있습니다. 책 뒤표지의 ISBN 바코드를 안내선 안에 비춰 주세요.',
    stopped: '카메라를 껐습니다.',
    paused: '다른 화면으로 이동해 카메라를 잠시 껐습니다. 이 화면으로 돌아오면 다시 켭니다.',
    problems: {
      insecure:
        '보안 연결(https)이 아닌 주소에서는 브라우저가 카메라를 쓰지 못하게 합니다. 주소가 https://로 시작하는 경기도서관 누리집이나 앱에서 다시 열거나, 아래의 사진으로 찾기나 ISBN 직접 입력을 이용해 주세요.',
      unsupported: '이 브라우저는 카메라 사용을 지원하지 않습니다. 아래의 사진으로 찾기나 ISBN 직접 입력을 이용해 주세요.',
      denied:
        '카메라 사용 권한이 허용되지 않았습니다. 주소창 옆의 자물쇠(사이트 정보) 아이콘을 눌러 카메라 권한을 ‘허용’으로 바꾼 뒤 ‘카메라 켜기’를 다시 눌러 주세요. 설치한 앱에서는 휴대전화의 설정 → 애플리케이션 → 사용하는 브라우저 → 권한 → 카메라에서 허용할 수 있습니다.',
      'no-camera': '이 기기에서 사용할 수 있는 카메라를 찾지 못했습니다. 아래의 사진으로 찾기나 ISBN 직접 입력을 이용해 주세요.',
      busy: '다른 앱이나 브라우저 탭이 카메라를 사용하고 있어 켤 수 없습니다. 영상 통화나 카메라 앱을 닫고 ‘카메라 켜기’를 다시 눌러 주세요.',
      unknown: '카메라를 켜지 못했습니다. 잠시 후 다시 시도하거나 아래의 사진으로 찾기나 ISBN 직접 입력을 이용해 주세요.',
    },
  },
  photo: {
    title: '바코드 사진으로 찾기',
    explain: '카메라 화면을 쓸 수 없을 때는 바코드가 잘 보이게 찍은 사진을 골라 주세요. 사진은 이 기기 안에서만 읽습니다.',
    choose: '사진으로 찾기',
    reading: '사진에서 바코드를 읽고 있습니다.',
    notFound: '사진에서 바코드를 찾지 못했습니다. 바코드가 크고 흔들림 없이 찍힌 사진으로 다시 시도하거나 ISBN을 직접 입력해 주세요.',
    unreadable: '사진 파일을 열 수 없습니다. JPG나 PNG 형식의 사진을 골라 주세요.',
  },
  typed: {
    title: 'ISBN 직접 입력',
    label: 'ISBN (10자리 또는 13자리)',
    hint: '하이픈(-)은 넣어도 되고 빼도 됩니다. 예: 978-89-364-3412-0',
    submit: 'ISBN으로 검색',
    /** The field's filter in words (what it keeps). */
    chars: '숫자, 하이픈(-), 공백과 10자리 ISBN 끝의 X만 입력할 수 있습니다.',
    problems: {
      empty: 'ISBN을 입력해 주세요.',
      characters: 'ISBN은 숫자로 입력해 주세요. 하이픈(-)과 10자리 ISBN 끝의 X만 함께 쓸 수 있습니다.',
      length: (length: number) => `숫자 ${length}자리를 입력하셨습니다. ISBN은 10자리 또는 13자리입니다.`,
      'not-book': '978 또는 979로 시작하지 않는 13자리 번호는 책의 ISBN이 아닙니다. 책 뒤표지나 판권면의 ISBN을 확인해 주세요.',
      checksum: 'ISBN의 마지막 자리(검증 숫자)가 맞지 않습니다. 잘못 입력한 숫자가 없는지 확인해 주세요.',
    },
  },
  /** A valid EAN-13 that is not a book's: the member aimed at a price or product code. */
  notBook: (code: string) => `읽은 바코드(${code})는 책의 ISBN이 아닙니다. 978 또는 979로 시작하는 책 뒤표지의 ISBN 바코드를 비춰 주세요.`,
  found: (isbn: string) => `ISBN ${isbn} 바코드를 읽었습니다. 소장 자료 검색 결과로 이동합니다.`,
} as const;
