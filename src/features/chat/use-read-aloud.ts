import { useSyncExternalStore } from 'react';
import { splitSentences, stripMarkdown } from './model/speech-text';

/* One answer is read at a time: which one is shared by every answer's button. */
let speakingKey: string | null = null;
let run = 0;
const listeners = new Set<() => void>();

function set(key: string | null): void {
  speakingKey = key;
  for (const listener of listeners) listener();
}

export function speechSupported(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';
}

export function stopReading(): void {
  run += 1;
  if (speechSupported()) window.speechSynthesis.cancel();
  set(null);
}

/** Reads an answer aloud in Korean, sentence by sentence, without its markdown marks. */
export function readAloud(key: string, markdown: string): void {
  stopReading();
  if (!speechSupported()) return;
  const sentences = splitSentences(stripMarkdown(markdown));
  if (sentences.length === 0) return;
  const mine = run;
  set(key);
  const speakFrom = (index: number) => {
    if (mine !== run) return;
    const sentence = sentences[index];
    if (sentence === undefined) {
      set(null);
      return;
    }
    const utterance = new SpeechSynthesisUtterance(sentence);
    utterance.lang = 'ko-KR';
    utterance.onend = () => speakFrom(index + 1);
    utterance.onerror = () => {
      if (mine === run) set(null);
    };
    window.speechSynthesis.speak(utterance);
  };
  speakFrom(0);
}

export function useSpeakingKey(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => speakingKey,
  );
}
