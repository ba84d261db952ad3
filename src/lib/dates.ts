function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Local calendar date as yyyy-MM-dd (spec §9 date format). */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "yyyy. mm. dd. hh:mm" as shown in lists and the chat history (spec §3). */
export function toDotDateTime(date: Date): string {
  return `${date.getFullYear()}. ${pad(date.getMonth() + 1)}. ${pad(date.getDate())}. ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Korean long date, e.g. 2025년 3월 4일. */
export function toKoreanDate(date: Date): string {
  return `${date.getFullYear()}년 ${date.getMonth() + 1}월 ${date.getDate()}일`;
}
