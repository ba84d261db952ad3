import {
  createMarkdownStream,
  type MarkdownStream,
  type MarkdownStreamRequest,
  type MarkdownStreamUpdate,
  type MarkdownWorkerReply,
  type MarkdownWorkerRequest,
} from './markdown-stream';
import { trustedScriptUrl } from './trusted-types';
// The bundled worker's URL (Vite builds it as a module worker); a Trusted Types script URL at the constructor.
import chatMarkdownWorkerUrl from './chat-markdown.worker.ts?worker&url';

/**
 * Where streamed markdown is compiled: in one shared module Web Worker (chat-markdown.worker.ts,
 * a lazy chunk, started by the first answer that needs it), or on the main thread where there is
 * no Worker (tests) or the worker failed to start (an old browser, a missing chunk).
 */
export interface MarkdownSession {
  /** Asks for an update; `receive` gets it later (worker) or before this returns (main thread). */
  send(request: MarkdownStreamRequest): void;
  /** The update arrives later, from the worker. */
  readonly async: boolean;
  close(): void;
}

export interface MarkdownSessionHandlers {
  receive(update: MarkdownStreamUpdate): void;
  /** The worker failed: requests in flight are lost; start again from nothing (now on the main thread). */
  restart(): void;
}

export interface MarkdownCompiler {
  open(handlers: MarkdownSessionHandlers): MarkdownSession;
  /**
   * Starts the worker ahead of the first answer (when the chat opens): made at the first
   * answer's first frame, it lengthened that frame (11 ms at 4× CPU, npm run bench -- --chat-only).
   */
  prepare(): void;
}

type WorkerFactory = () => Worker;

/** Logged once when the worker cannot be used (the chat bench looks for it). */
export const WORKER_FAILED = '[markdown] the compiler worker failed; compiling on the main thread';

/**
 * A compiler on a worker made by `createWorker`, falling back to the main thread if it fails;
 * `makeStream` makes the main thread's streams (tests pass one that counts what it compiles).
 */
export function createMarkdownCompiler(createWorker: WorkerFactory | undefined, makeStream: () => MarkdownStream = createMarkdownStream): MarkdownCompiler {
  let worker: Worker | undefined;
  let failed = createWorker === undefined;
  let nextId = 1;
  const open = new Map<number, MarkdownSessionHandlers>();

  const fail = () => {
    if (failed) return;
    failed = true;
    console.warn(WORKER_FAILED);
    worker?.terminate();
    worker = undefined;
    for (const handlers of [...open.values()]) handlers.restart();
  };

  const startedWorker = (): Worker | undefined => {
    if (failed) return undefined;
    if (!worker) {
      try {
        worker = createWorker!();
      } catch {
        fail();
        return undefined;
      }
      worker.onmessage = (event: MessageEvent<MarkdownWorkerReply>) => open.get(event.data.id)?.receive(event.data.update);
      worker.onerror = (event) => {
        event.preventDefault();
        fail();
      };
      worker.onmessageerror = fail;
    }
    return worker;
  };

  const post = (message: MarkdownWorkerRequest) => worker?.postMessage(message);

  return {
    prepare() {
      startedWorker();
    },
    open(handlers) {
      const id = nextId++;
      open.set(id, handlers);
      let local: MarkdownStream | undefined;
      return {
        get async() {
          return !failed;
        },
        send(request) {
          if (!failed) {
            // If the worker cannot be made, fail() has restarted this session on the main thread.
            if (startedWorker()) post({ id, request });
            return;
          }
          local ??= makeStream();
          handlers.receive(local.update(request));
        },
        close() {
          open.delete(id);
          if (!failed && worker) post({ id, close: true });
        },
      };
    },
  };
}

/** The app's compiler: the module worker where Worker exists. */
export const markdownCompiler: MarkdownCompiler = createMarkdownCompiler(
  typeof Worker === 'undefined'
    ? undefined
    : () => new Worker(trustedScriptUrl(chatMarkdownWorkerUrl), { type: 'module', name: 'chat-markdown' }),
);
