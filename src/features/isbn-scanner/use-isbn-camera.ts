import { useCallback, useEffect, useRef, useState } from 'react';
import { loadBarcodeDecoder } from './decoder/barcode-decoder';
import { cameraAvailability, cameraProblemOf, type CameraProblem } from './model/camera-error';

/** Time between two reads of the preview: quick enough to feel instant, light on the battery. */
export const SCAN_INTERVAL_MS = 250;

export type CameraPhase = 'idle' | 'starting' | 'scanning' | 'paused' | 'error';

/** What the page does with the values read from one frame: keep scanning, or stop (done). */
export type FrameHandler = (values: string[]) => 'continue' | 'done';

// Torch is a camera capability not yet in TypeScript's DOM library.
type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };
type TorchConstraints = MediaTrackConstraintSet & { torch?: boolean };

function stopTracks(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * The rear camera as a barcode reader: started only by `start()` (a button press), a frame read
 * every SCAN_INTERVAL_MS, every track stopped when the page is hidden (restarted on return) and
 * when the component unmounts. `onFrame` decides when a read is good enough.
 */
export function useIsbnCamera(onFrame: FrameHandler) {
  const [phase, setPhase] = useState<CameraPhase>('idle');
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [torch, setTorch] = useState<{ available: boolean; on: boolean }>({ available: false, on: false });
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const timerRef = useRef<number | undefined>(undefined);
  /** Bumped by every start and stop: async work from an older run sees it and gives up. */
  const runRef = useRef(0);
  const phaseRef = useRef<CameraPhase>('idle');
  const onFrameRef = useRef(onFrame);
  useEffect(() => {
    onFrameRef.current = onFrame;
  }, [onFrame]);

  const enter = useCallback((next: CameraPhase) => {
    phaseRef.current = next;
    setPhase(next);
  }, []);

  /** Ends the run: no more timer, every track stopped, the preview emptied. */
  const release = useCallback(() => {
    runRef.current++;
    window.clearTimeout(timerRef.current);
    stopTracks(streamRef.current);
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setTorch({ available: false, on: false });
  }, []);

  const scanLoop = useCallback((run: number) => {
    const tick = async () => {
      if (run !== runRef.current) return;
      const video = videoRef.current;
      if (!document.hidden && video && video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        let values: string[] = [];
        try {
          values = await (await loadBarcodeDecoder()).decodeVideo(video);
        } catch {
          // An unreadable frame (or a decoder download that failed): try the next one.
        }
        if (run !== runRef.current) return;
        if (onFrameRef.current(values) === 'done') {
          release();
          enter('idle');
          return;
        }
      }
      timerRef.current = window.setTimeout(() => void tick(), SCAN_INTERVAL_MS);
    };
    void tick();
  }, [enter, release]);

  const start = useCallback(async () => {
    const unavailable = cameraAvailability({ isSecureContext: window.isSecureContext, hasGetUserMedia: typeof navigator.mediaDevices?.getUserMedia === 'function' });
    if (unavailable) {
      setProblem(unavailable);
      enter('error');
      return;
    }
    release();
    const run = runRef.current;
    setProblem(null);
    enter('starting');
    // The JavaScript reader (when needed) downloads while the member answers the permission prompt.
    void loadBarcodeDecoder().catch(() => undefined);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false });
    } catch (error) {
      if (run !== runRef.current) return;
      setProblem(cameraProblemOf(error));
      enter('error');
      return;
    }
    if (run !== runRef.current) {
      stopTracks(stream);
      return;
    }
    streamRef.current = stream;
    const video = videoRef.current;
    if (!video) {
      release();
      enter('idle');
      return;
    }
    video.srcObject = stream;
    try {
      await video.play();
    } catch {
      // Autoplay of a muted inline video is allowed; a rejected play() still shows frames once
      // data arrives, so reading goes on.
    }
    if (run !== runRef.current) return;
    const [track] = stream.getVideoTracks();
    const capabilities = (track?.getCapabilities?.() ?? {}) as TorchCapabilities;
    setTorch({ available: capabilities.torch === true, on: false });
    enter('scanning');
    scanLoop(run);
  }, [enter, release, scanLoop]);

  const stop = useCallback(() => {
    release();
    enter('idle');
  }, [enter, release]);

  const toggleTorch = useCallback(async () => {
    const [track] = streamRef.current?.getVideoTracks() ?? [];
    if (!track) return;
    const next = !torch.on;
    try {
      await track.applyConstraints({ advanced: [{ torch: next } as TorchConstraints] });
      setTorch({ available: true, on: next });
    } catch {
      setTorch({ available: false, on: false });
    }
  }, [torch.on]);

  // Hidden page: release the camera (battery, privacy, other apps); back in view: start again.
  useEffect(() => {
    const onVisibility = () => {
      if (document.hidden && (phaseRef.current === 'scanning' || phaseRef.current === 'starting')) {
        release();
        enter('paused');
      } else if (!document.hidden && phaseRef.current === 'paused') {
        void start();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [enter, release, start]);

  // Leaving the page stops every track.
  useEffect(() => release, [release]);

  return { phase, problem, torch, videoRef, start, stop, toggleTorch };
}
