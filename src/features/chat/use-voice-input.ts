import { useCallback, useEffect, useRef, useState } from 'react';
import { showAlert } from '../../lib/alert-dialog';
import { koChat } from '../../lib/i18n/messages-chat-ko';
import { VOICE } from './model/constants';

/* The Web Speech API is not in TypeScript's DOM library: the parts used here. */
interface RecognitionResultList {
  length: number;
  [index: number]: { isFinal: boolean; 0: { transcript: string } };
}
interface RecognitionEvent {
  resultIndex: number;
  results: RecognitionResultList;
}
interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  const scope = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

/** Five bar heights (0–1) from the microphone's frequency data: minimum 0.05, gain 3. */
export function levelsFrom(data: Uint8Array, bars: number = VOICE.bars): number[] {
  const size = Math.max(1, Math.floor(data.length / bars));
  const levels: number[] = [];
  for (let bar = 0; bar < bars; bar += 1) {
    let sum = 0;
    for (let index = bar * size; index < (bar + 1) * size && index < data.length; index += 1) sum += data[index] ?? 0;
    const average = sum / size / 255;
    levels.push(Math.min(1, Math.max(VOICE.minLevel, average * VOICE.gain)));
  }
  return levels;
}

const REST = Array.from({ length: VOICE.bars }, () => VOICE.minLevel);

export interface VoiceInput {
  listening: boolean;
  levels: number[];
  toggle: () => void;
  stop: () => void;
}

/**
 * Voice questions (spec §4, §9): ko-KR, interim results, one phrase per start; the transcript
 * goes to onText as it grows. Level bars come from the microphone through an AnalyserNode.
 */
export function useVoiceInput(onText: (text: string) => void): VoiceInput {
  const [listening, setListening] = useState(false);
  const [levels, setLevels] = useState<number[]>(REST);
  const recognition = useRef<Recognition | null>(null);
  const audio = useRef<{ stream: MediaStream; context: AudioContext; frame: number } | null>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;

  const stopMeter = useCallback(() => {
    const current = audio.current;
    audio.current = null;
    if (current) {
      window.cancelAnimationFrame(current.frame);
      current.stream.getTracks().forEach((track) => track.stop());
      void current.context.close().catch(() => undefined);
    }
    setLevels(REST);
  }, []);

  const stop = useCallback(() => {
    recognition.current?.stop();
    recognition.current = null;
    stopMeter();
    setListening(false);
  }, [stopMeter]);

  const startMeter = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia || typeof AudioContext === 'undefined') return;
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const context = new AudioContext();
      const analyser = context.createAnalyser();
      analyser.fftSize = 64;
      analyser.smoothingTimeConstant = VOICE.smoothing;
      context.createMediaStreamSource(stream).connect(analyser);
      const data = new Uint8Array(analyser.frequencyBinCount);
      const state = { stream, context, frame: 0 };
      audio.current = state;
      const tick = () => {
        if (audio.current !== state) return;
        analyser.getByteFrequencyData(data);
        setLevels(levelsFrom(data));
        state.frame = window.requestAnimationFrame(tick);
      };
      tick();
    } catch (error) {
      // Recognition reports a refused microphone itself (not-allowed); the bars just rest.
      console.warn('[chat] 마이크 입력 크기를 읽지 못했습니다.', error);
    }
  }, []);

  const start = useCallback(() => {
    const Constructor = recognitionConstructor();
    if (!Constructor) {
      void showAlert(koChat.voice.unsupported);
      return;
    }
    const instance = new Constructor();
    instance.lang = VOICE.lang;
    instance.interimResults = VOICE.interimResults;
    instance.continuous = VOICE.continuous;
    instance.onresult = (event) => {
      let text = '';
      for (let index = 0; index < event.results.length; index += 1) text += event.results[index]?.[0].transcript ?? '';
      onTextRef.current(text);
    };
    instance.onerror = (event) => {
      if (event.error === 'no-speech' || event.error === 'aborted') return;
      void showAlert(event.error === 'not-allowed' || event.error === 'service-not-allowed' ? koChat.voice.notAllowed : koChat.voice.other(event.error));
    };
    instance.onend = () => {
      if (recognition.current === instance) recognition.current = null;
      stopMeter();
      setListening(false);
    };
    recognition.current = instance;
    try {
      instance.start();
    } catch (error) {
      console.warn('[chat] 음성 인식을 시작하지 못했습니다.', error);
      recognition.current = null;
      return;
    }
    setListening(true);
    void startMeter();
  }, [startMeter, stopMeter]);

  const toggle = useCallback(() => (recognition.current ? stop() : start()), [start, stop]);

  useEffect(
    () => () => {
      recognition.current?.abort();
      recognition.current = null;
      stopMeter();
    },
    [stopMeter],
  );

  return { listening, levels, toggle, stop };
}
