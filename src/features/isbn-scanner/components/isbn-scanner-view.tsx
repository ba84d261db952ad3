import { useCallback, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { koScanner } from '../../../lib/i18n/messages-scanner-ko';
import type { InputRule } from '../../../lib/input-filter';
import { useInputFilter } from '../../../lib/use-input-filter';
import { loadBarcodeDecoder } from '../decoder/barcode-decoder';
import { createReadConfirmer, parseTypedIsbn, pickScannedCode } from '../model/isbn';
import { useIsbnCamera, type CameraPhase } from '../use-isbn-camera';
import './isbn-scanner.css';

/**
 * What the typed field keeps (spec §5 allowed characters): digits, the hyphens and spaces people
 * type or copy, and X; full-width forms fold to plain ones. Anything else is left out and said.
 */
const TYPED_RULE: InputRule = { kind: 'allowed', letters: false, extra: '-‐‑‒–—―− Xx', label: koScanner.typed.chars };

/** A message in a live region; `tone` only styles it (the words say it all). */
interface Message {
  text: string;
  tone: 'info' | 'error' | 'success';
}

/** A short buzz where the device can (Android); silently nothing elsewhere. */
function buzz(): void {
  try {
    navigator.vibrate?.(80);
  } catch {
    // Some browsers throw when vibration is blocked by a policy.
  }
}

function cameraMessage(phase: CameraPhase): Message | null {
  switch (phase) {
    case 'starting':
      return { text: koScanner.camera.starting, tone: 'info' };
    case 'scanning':
      return { text: koScanner.camera.scanning, tone: 'info' };
    case 'paused':
      return { text: koScanner.camera.paused, tone: 'info' };
    default:
      return null;
  }
}

function Status({ message, className }: { message: Message | null; className?: string }) {
  // The live region is always in the page, so screen readers announce each new text.
  return (
    <p role="status" className={`scanner__status${message ? ` scanner__status--${message.tone}` : ''}${className ? ` ${className}` : ''}`}>
      {message ? (
        <>
          {message.tone === 'error' ? <span aria-hidden="true">⚠ </span> : null}
          {message.text}
        </>
      ) : null}
    </p>
  );
}

/**
 * /barcodeScanner: find a book by its ISBN barcode. Three ways in: the rear camera (started by a
 * button), a photo of the barcode, or the number typed. Every way ends in `onIsbn(isbn13)`.
 */
export function IsbnScannerView({ onIsbn }: { onIsbn: (isbn13: string) => void }) {
  const baseId = useId();
  const [cameraNote, setCameraNote] = useState<Message | null>(null);
  const [photoNote, setPhotoNote] = useState<Message | null>(null);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const typedRef = useRef<HTMLInputElement>(null);
  const typedFilter = useInputFilter(TYPED_RULE, { maxLength: 32, fold: true });
  const confirmRef = useRef(createReadConfirmer());
  const lastOtherRef = useRef<string | null>(null);

  const onFrame = useCallback(
    (values: string[]): 'continue' | 'done' => {
      const read = pickScannedCode(values);
      const value = read.kind === 'isbn' ? read.isbn13 : read.kind === 'other-ean' ? read.code : null;
      const confirmed = confirmRef.current(value);
      if (confirmed === null) return 'continue';
      if (read.kind === 'isbn') {
        buzz();
        setCameraNote({ text: koScanner.found(read.isbn13), tone: 'success' });
        onIsbn(read.isbn13);
        return 'done';
      }
      // Say it once per code, not on every frame.
      if (lastOtherRef.current !== confirmed) {
        lastOtherRef.current = confirmed;
        setCameraNote({ text: koScanner.notBook(confirmed), tone: 'error' });
      }
      return 'continue';
    },
    [onIsbn],
  );
  const camera = useIsbnCamera(onFrame);
  const active = camera.phase === 'starting' || camera.phase === 'scanning' || camera.phase === 'paused';

  const startCamera = () => {
    confirmRef.current = createReadConfirmer();
    lastOtherRef.current = null;
    setCameraNote(null);
    void camera.start();
  };
  const stopCamera = () => {
    camera.stop();
    setCameraNote({ text: koScanner.camera.stopped, tone: 'info' });
  };

  const cameraStatus = useMemo<Message | null>(() => {
    if (camera.phase === 'error' && camera.problem) return { text: koScanner.camera.problems[camera.problem], tone: 'error' };
    // Starting and paused say what the camera does; while scanning (and after), a note about
    // the last read wins over the plain "looking for a barcode".
    if (camera.phase === 'starting' || camera.phase === 'paused') return cameraMessage(camera.phase);
    return cameraNote ?? cameraMessage(camera.phase);
  }, [camera.phase, camera.problem, cameraNote]);

  const onPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same photo can be chosen again.
    input.value = '';
    if (!file) return;
    setPhotoNote({ text: koScanner.photo.reading, tone: 'info' });
    let image: ImageBitmap;
    try {
      image = await createImageBitmap(file);
    } catch {
      setPhotoNote({ text: koScanner.photo.unreadable, tone: 'error' });
      return;
    }
    let values: string[] = [];
    try {
      values = await (await loadBarcodeDecoder()).decodeImage(image);
    } catch {
      values = [];
    } finally {
      image.close();
    }
    const read = pickScannedCode(values);
    if (read.kind === 'isbn') {
      buzz();
      setPhotoNote({ text: koScanner.found(read.isbn13), tone: 'success' });
      onIsbn(read.isbn13);
    } else if (read.kind === 'other-ean') {
      setPhotoNote({ text: koScanner.notBook(read.code), tone: 'error' });
    } else {
      setPhotoNote({ text: koScanner.photo.notFound, tone: 'error' });
    }
  };

  const onTyped = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = parseTypedIsbn(typed);
    if (result.ok) {
      setTypedError(null);
      onIsbn(result.isbn13);
      return;
    }
    const problems = koScanner.typed.problems;
    setTypedError(result.problem === 'length' ? problems.length(result.length) : problems[result.problem]);
    typedRef.current?.focus();
  };

  const ids = {
    camera: `${baseId}-camera`,
    photo: `${baseId}-photo`,
    photoHelp: `${baseId}-photo-help`,
    typed: `${baseId}-typed`,
    typedInput: `${baseId}-typed-input`,
    typedHint: `${baseId}-typed-hint`,
    typedError: `${baseId}-typed-error`,
  };

  return (
    <div className="scanner">
      <h1 className="page-title">{koScanner.title}</h1>
      <p className="page-intro">{koScanner.intro}</p>

      <section className="scanner__section" aria-labelledby={ids.camera}>
        <h2 id={ids.camera} className="scanner__heading">
          {koScanner.camera.title}
        </h2>
        {active ? null : <p className="scanner__explain">{koScanner.camera.explain}</p>}
        <div className="scanner__preview" hidden={!active}>
          {/* A picture for the eyes only: the status text says what the camera is doing. */}
          <video ref={camera.videoRef} className="scanner__video" muted playsInline autoPlay aria-hidden="true" />
          <div className="scanner__guide" aria-hidden="true">
            <span className="scanner__guide-line" />
          </div>
        </div>
        {active ? (
          <p className="scanner__guide-text">
            {koScanner.camera.guide}
          </p>
        ) : null}
        <div className="scanner__actions">
          {/* One element for both states, so the keyboard focus stays on it. */}
          <button type="button" className={active ? 'button button--secondary' : 'button'} onClick={active ? stopCamera : startCamera}>
            {active ? koScanner.camera.stop : koScanner.camera.start}
          </button>
          {active && camera.torch.available ? (
            <button type="button" className="button button--secondary" onClick={() => void camera.toggleTorch()}>
              {camera.torch.on ? koScanner.camera.torchOff : koScanner.camera.torchOn}
            </button>
          ) : null}
        </div>
        <Status message={cameraStatus} />
      </section>

      <section className="scanner__section" aria-labelledby={ids.photo}>
        <h2 id={ids.photo} className="scanner__heading">
          {koScanner.photo.title}
        </h2>
        <p id={ids.photoHelp} className="scanner__explain">
          {koScanner.photo.explain}
        </p>
        {/* The label is the visible button; the input stays focusable for keyboards. */}
        <label className="button button--secondary scanner__file">
          <input type="file" accept="image/*" capture="environment" className="scanner__file-input" aria-describedby={ids.photoHelp} onChange={(event) => void onPhoto(event)} />
          {koScanner.photo.choose}
        </label>
        <Status message={photoNote} />
      </section>

      <section className="scanner__section" aria-labelledby={ids.typed}>
        <h2 id={ids.typed} className="scanner__heading">
          {koScanner.typed.title}
        </h2>
        <form className="scanner__form" noValidate onSubmit={onTyped}>
          <div className="field">
            <label htmlFor={ids.typedInput}>{koScanner.typed.label}</label>
            <div className="field__with-button">
              <input
                ref={typedRef}
                id={ids.typedInput}
                type="text"
                value={typed}
                autoComplete="off"
                spellCheck={false}
                enterKeyHint="search"
                aria-invalid={typedError ? true : undefined}
                aria-describedby={`${ids.typedHint} ${ids.typedError} ${typedFilter.noticeId}`}
                onChange={(event) => {
                  setTyped(typedFilter.filter(event));
                  if (typedError) setTypedError(null);
                }}
              />
              <button type="submit" className="button">
                {koScanner.typed.submit}
              </button>
            </div>
            <p id={ids.typedHint} className="field__hint">
              {koScanner.typed.hint}
            </p>
            {/* Always present and polite: the refusal is read out without taking the focus away. */}
            <div id={ids.typedError} aria-live="polite">
              {typedError ? <p className="field__error">{typedError}</p> : null}
            </div>
            <p {...typedFilter.noticeProps} />
          </div>
        </form>
      </section>
    </div>
  );
}
