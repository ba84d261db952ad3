import { createMarkdownStream, type MarkdownStream, type MarkdownWorkerReply, type MarkdownWorkerRequest } from './markdown-stream';

/*
 * Compiles streamed chat markdown off the main thread: one incremental compiler per answer
 * (`id`), each request answered with the HTML to paint (markdown-stream.ts). Started by
 * lib/markdown-compiler.ts when the first answer renders; bundled as a lazy chunk.
 */

/** The worker's global scope, as far as used here (the project is typed against the DOM). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<MarkdownWorkerRequest>) => void) | null;
  postMessage(message: MarkdownWorkerReply): void;
};

const streams = new Map<number, MarkdownStream>();

scope.onmessage = (event) => {
  const message = event.data;
  if ('close' in message) {
    streams.delete(message.id);
    return;
  }
  let stream = streams.get(message.id);
  if (!stream) {
    stream = createMarkdownStream();
    streams.set(message.id, stream);
  }
  const reply: MarkdownWorkerReply = { id: message.id, update: stream.update(message.request) };
  scope.postMessage(reply);
};
