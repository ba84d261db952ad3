/*
 * Korean particles after a word that comes from data (a service's name, a book's title, an id):
 * 경기 독서포인트로, 사이버도서관으로, 책배달로. The choice follows how the word's end is read:
 * a final consonant (받침) or not, and for 으로/로 whether that consonant is ㄹ. Domain-free; the
 * messages call `particle(word, '으로')` or `withParticle(word, '을')`.
 *
 * What is read at the end:
 * - a Hangul syllable: its own final consonant;
 * - digits: as Sino-Korean numbers (1 일, 3 삼, 10 십, 100 백, 1000 천, 10000 만);
 * - Latin letters: an acronym or a single letter by the letters' names (DVD 디, ISBN 엔, URL 엘);
 *   a word by how Korean writes it (book 북, app 앱, Google 구글, Chrome 크롬, server 서버);
 * - closing quotes, brackets, spaces and punctuation are skipped ('「긴긴밤」' ends in 밤).
 * Anything else (Hanja, emoji, an empty word) keeps both forms, as writers do: 을(를), (으)로.
 */

/** The particle, named by its form after a final consonant. */
export type Particle = '은' | '이' | '을' | '과' | '으로' | '이나' | '이라' | '아' | '이에요' | '이랑';

/** [after a final consonant, after a vowel, both written out for an end that cannot be read]. */
const FORMS: Record<Particle, readonly [string, string, string]> = {
  은: ['은', '는', '은(는)'],
  이: ['이', '가', '이(가)'],
  을: ['을', '를', '을(를)'],
  과: ['과', '와', '과(와)'],
  으로: ['으로', '로', '(으)로'],
  이나: ['이나', '나', '(이)나'],
  이라: ['이라', '라', '(이)라'],
  아: ['아', '야', '아(야)'],
  이에요: ['이에요', '예요', '이에요(예요)'],
  이랑: ['이랑', '랑', '(이)랑'],
};

/** What ends the word as read: no final consonant, ㄹ, another final consonant, or unknown. */
type Ending = 'vowel' | 'rieul' | 'consonant' | 'unknown';

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
/** The final-consonant index of ㄹ in a Hangul syllable. */
const JONG_RIEUL = 8;

function hangulEnding(char: string): Ending {
  const jong = ((char.codePointAt(0) ?? 0) - HANGUL_FIRST) % 28;
  if (jong === 0) return 'vowel';
  return jong === JONG_RIEUL ? 'rieul' : 'consonant';
}

/** 영 일 이 삼 사 오 육 칠 팔 구. */
const DIGIT_ENDINGS: readonly Ending[] = ['consonant', 'rieul', 'vowel', 'consonant', 'vowel', 'vowel', 'consonant', 'rieul', 'rieul', 'vowel'];

/** '…10' 십, '…100' 백, '…1000' 천, then 만 (to 10⁷), 억 (to 10¹¹), 조. */
function numberEnding(digits: string): Ending {
  const last = digits.at(-1) ?? '0';
  if (last !== '0') return DIGIT_ENDINGS[Number(last)] ?? 'unknown';
  const zeros = digits.length - digits.replace(/0+$/, '').length;
  if (zeros === digits.length) return 'consonant'; // 영
  if (zeros >= 12) return 'vowel'; // 조
  return 'consonant'; // 십 백 천 만 억
}

/** Letter names as Korean reads them: only L, M, N and R end in a consonant (엘, 엠, 엔, 알). */
function letterNameEnding(letter: string): Ending {
  const upper = letter.toUpperCase();
  if (upper === 'L' || upper === 'R') return 'rieul';
  return upper === 'M' || upper === 'N' ? 'consonant' : 'vowel';
}

/** An English word's end as Korean spells it (a rule of thumb, the way writers choose). */
function wordEnding(word: string): Ending {
  const w = word.toLowerCase();
  if (/(le|l)$/.test(w)) return 'rieul'; // Google 구글, email 이메일
  if (/(me|ne|m|n|ng)$/.test(w)) return 'consonant'; // Chrome 크롬, Phone 폰, Instagram, ring
  if (/(ck|k|p|b|t)$/.test(w)) return 'consonant'; // click 클릭, book 북, app 앱, web 웹, chat 챗
  return 'vowel'; // server 서버, iPad 패드, news 뉴스, blog 블로그, Safari 사파리
}

/** Closing marks after the word that are not read. */
const TRAILING = /[\s"'’”」』》〉)\]}.,!?…·~-]+$/u;

function endingOf(word: string): Ending {
  const text = word.replace(TRAILING, '');
  const last = text.at(-1);
  if (last === undefined) return 'unknown';
  const code = last.codePointAt(0) ?? 0;
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) return hangulEnding(last);
  if (/[0-9]/.test(last)) return numberEnding(/[0-9]+$/.exec(text)?.[0] ?? last);
  if (/[A-Za-z]/.test(last)) {
    const letters = /[A-Za-z]+$/.exec(text)?.[0] ?? last;
    // An acronym (DVD, ISBN) or a single letter is read letter by letter.
    const spelled = letters.length === 1 || (letters === letters.toUpperCase() && letters.length <= 5);
    return spelled ? letterNameEnding(letters.at(-1) ?? last) : wordEnding(letters);
  }
  return 'unknown';
}

/** The particle that follows `word`: particle('경기 독서포인트', '으로') → '로'. */
export function particle(word: string, kind: Particle): string {
  const [afterConsonant, afterVowel, both] = FORMS[kind];
  switch (endingOf(word)) {
    case 'vowel':
      return afterVowel;
    case 'rieul':
      // 으로 is the one particle that takes the vowel form after ㄹ (서울로, 책배달로).
      return kind === '으로' ? afterVowel : afterConsonant;
    case 'consonant':
      return afterConsonant;
    case 'unknown':
      return both;
  }
}

/** The word with its particle: withParticle('사이버도서관', '으로') → '사이버도서관으로'. */
export function withParticle(word: string, kind: Particle): string {
  return `${word}${particle(word, kind)}`;
}
