/**
 * What a Chromium performance trace of one cold page load says about the main thread: first
 * contentful paint, long tasks and total blocking time, main-thread time by kind of work, and for
 * each long task what it was (script evaluation of which chunk, which callback, style, layout …)
 * and which functions it spent its time in (the V8 CPU profile carried in the trace, mapped back
 * to source modules through source maps where the caller gives a mapper).
 *
 * No browser here (boot-trace.ts records the traces), so the tests feed it small made-up traces.
 *
 * Trace clock: microseconds. Every figure returned is in milliseconds, times from the main
 * frame's navigationStart.
 */

export const LONG_TASK_MS = 50;

/**
 * The V8 sampler ticks every fraction of a millisecond; a longer gap means the profiler thread
 * did not run (a busy machine), and the gap counts only this much for the sample before it.
 */
export const MAX_SAMPLE_MS = 5;

/** One event of the Chrome trace event format (the fields this file reads). */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown>;
}

/** A V8 CPU profile call frame: line and column are 0-based. */
export interface CallFrame {
  functionName: string;
  url?: string;
  lineNumber?: number;
  columnNumber?: number;
  codeType?: string;
  scriptId?: number;
}

/** Where a position of a built chunk came from. `line` is 1-based. */
export interface SourcePosition {
  source: string;
  line: number;
  name?: string;
}

/** Maps a position in a script (its URL, 0-based line and column) to its source, if it can. */
export type Mapper = (url: string, line: number, column: number) => SourcePosition | undefined;

export const CATEGORIES = ['script', 'compile', 'styleLayout', 'paint', 'parse', 'gc', 'other'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Record<Category, string> = {
  script: 'script',
  compile: 'parse/compile JS',
  styleLayout: 'style & layout',
  paint: 'paint & composite',
  parse: 'parse HTML & CSS',
  gc: 'GC',
  other: 'other',
};

/** Milliseconds spent on something named by `label`; `count` adds up what the label counts (elements, objects). */
export interface Share {
  label: string;
  ms: number;
  count?: number;
}

export interface LongTask {
  /** ms from navigationStart */
  start: number;
  duration: number;
  /** max(0, part of the task between FCP and the end − 50 ms) */
  blocking: number;
  /** What the task did, by innermost activity (script of which chunk or callback, style, layout, …). */
  kinds: Share[];
  /** Functions with the most self time in the task (CPU profile samples). */
  functions: Share[];
  /** Module evaluation: what the top level of each chunk called (inclusive), or its own statements. */
  topLevelCalls: Share[];
}

export interface BootRunFigures {
  /** First contentful paint of the main frame, ms; undefined when the page painted nothing. */
  fcp: number | undefined;
  /** End of the measurement (the end mark, else the last main-thread event), ms. */
  end: number;
  /** Sum over top-level tasks of max(0, part between FCP (navigation start if none) and the end − 50 ms). */
  tbt: number;
  /** Top-level tasks of at least LONG_TASK_MS, in order of start. */
  longTasks: LongTask[];
  /** Main-thread time of the top-level tasks from navigation start to the end, by category (self time of trace events). */
  mainThread: Record<Category, number>;
  mainThreadTotal: number;
  /** Main-thread time of the whole load by what it was (the tasks' `kinds` added up). */
  activities: Share[];
  /** JS self time by source module (package or file under src/) over the whole load. */
  modules: Share[];
  /** Functions with the most self time over the whole load. */
  functions: Share[];
  /** Samples attributed to the innermost frame of our own code on the stack (src/, contract/): what our code caused, library work included. */
  ownCode: Share[];
  /** How many CPU profile samples fell in the window (0: no profile in the trace). */
  samples: number;
}

export interface AnalyseOptions {
  /** The page loaded: the main frame's navigationStart is the first one on its origin. */
  url: string;
  mapper?: Mapper;
  /** A performance.mark() the harness set when it stopped measuring. */
  endMark?: string;
  /** How many entries the lists keep (default 12 for the whole load, 6 per task). */
  top?: number;
  topPerTask?: number;
}

// ---------------------------------------------------------------------------------------------
// Event names

const CATEGORY_OF: Record<string, Category> = {
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireIdleCallback: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  'V8.Execute': 'script',
  EventDispatch: 'script',
  XHRReadyStateChange: 'script',
  XHRLoad: 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'v8.parseOnBackground': 'compile',
  'V8.CompileCode': 'compile',
  'v8.produceCache': 'compile',
  'v8.produceModuleCache': 'compile',
  'v8.deserializeOnBackground': 'compile',
  UpdateLayoutTree: 'styleLayout',
  RecalculateStyles: 'styleLayout',
  ScheduleStyleRecalculation: 'styleLayout',
  Layout: 'styleLayout',
  InvalidateLayout: 'styleLayout',
  Paint: 'paint',
  PaintImage: 'paint',
  PaintSetup: 'paint',
  PrePaint: 'paint',
  Commit: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  UpdateLayerTree: 'paint',
  CompositeLayers: 'paint',
  RasterTask: 'paint',
  HitTest: 'paint',
  Animation: 'paint',
  'Decode Image': 'paint',
  ImageDecodeTask: 'paint',
  'IntersectionObserverController::computeIntersections': 'paint',
  ParseHTML: 'parse',
  ParseAuthorStyleSheet: 'parse',
  MinorGC: 'gc',
  MajorGC: 'gc',
  GCEvent: 'gc',
  'ThreadState::performIdleLazySweep': 'gc',
  'ThreadState::completeSweep': 'gc',
};

function categoryOf(name: string): Category | undefined {
  const known = CATEGORY_OF[name];
  if (known) return known;
  if (name.startsWith('V8.GC') || name.startsWith('BlinkGC')) return 'gc';
  return undefined;
}

/** Events that say what a stretch of main-thread time was for (the innermost one names it). */
type Activity =
  | { kind: 'js'; base: string; fallback?: CallFrame | string }
  | { kind: 'work'; label: string; count?: number };

const PAINT_NAMES = new Set(['Paint', 'PaintImage', 'PrePaint', 'Commit', 'Layerize', 'UpdateLayer', 'UpdateLayerTree', 'CompositeLayers', 'HitTest', 'Animation', 'Decode Image', 'IntersectionObserverController::computeIntersections']);
const COMPILE_NAMES = new Set(['v8.compile', 'v8.compileModule', 'v8.parseOnBackground', 'V8.CompileCode', 'v8.produceCache', 'v8.produceModuleCache']);
/** IndexedDB requests and transactions fire these. */
const IDB_EVENTS = new Set(['success', 'complete', 'error', 'upgradeneeded', 'blocked', 'versionchange', 'abort']);

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function fileOf(url: string): string {
  try {
    const { pathname } = new URL(url);
    return pathname.slice(pathname.lastIndexOf('/') + 1) || url;
  } catch {
    return url;
  }
}

/** The document an event worked on, when the event says (layout, style and parse events do). */
function frameOf(event: TraceEvent): string | undefined {
  return text(record(event.args?.beginData).frame) ?? text(record(event.args?.data).frame);
}

function activityOf(event: TraceEvent, mainFrame: string | undefined): Activity | undefined {
  const data = record(event.args?.data);
  // SVG images (<img src="….svg">) and iframes are documents of their own, laid out apart.
  const frame = frameOf(event);
  const elsewhere = mainFrame !== undefined && frame !== undefined && frame !== mainFrame ? ' (other documents: SVG images, iframes)' : '';
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return { kind: 'js', base: 'evaluate', fallback: text(data.url) ? `top level of ${fileOf(text(data.url)!)}` : undefined };
    case 'FunctionCall':
      return {
        kind: 'js',
        base: 'callback',
        fallback: {
          functionName: text(data.functionName) ?? '',
          url: text(data.url),
          lineNumber: num(data.lineNumber) !== undefined ? num(data.lineNumber)! - 1 : undefined,
          columnNumber: num(data.columnNumber) !== undefined ? num(data.columnNumber)! - 1 : undefined,
          codeType: 'JS',
        },
      };
    case 'TimerFire':
      return { kind: 'js', base: 'timer' };
    case 'FireAnimationFrame':
      return { kind: 'js', base: 'animation frame' };
    case 'FireIdleCallback':
      return { kind: 'js', base: 'idle callback' };
    case 'RunMicrotasks':
      return { kind: 'js', base: 'microtasks' };
    case 'XHRReadyStateChange':
    case 'XHRLoad':
      return { kind: 'js', base: 'XHR' };
    case 'EventDispatch': {
      const type = text(data.type) ?? '?';
      return { kind: 'js', base: IDB_EVENTS.has(type) ? `IndexedDB ${type} event` : type === 'message' ? 'message event' : `${type} event` };
    }
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
      return { kind: 'work', label: `style recalc${elsewhere}`, count: num(event.args?.elementCount) ?? num(record(event.args?.beginData).elementCount) };
    case 'Layout':
      return { kind: 'work', label: `layout${elsewhere}`, count: num(record(event.args?.beginData).dirtyObjects) };
    case 'ParseHTML':
      return { kind: 'work', label: `parse HTML${elsewhere}` };
    case 'ParseAuthorStyleSheet': {
      const sheet = text(data.styleSheetUrl);
      return { kind: 'work', label: `parse CSS ${sheet ? fileOf(sheet) : ''}`.trimEnd() };
    }
    case 'MinorGC':
    case 'MajorGC':
      return { kind: 'work', label: 'GC' };
    case 'DocumentLoader::CommitNavigation':
      return { kind: 'work', label: 'document set-up (page, SVG image or iframe)' };
    default:
      if (COMPILE_NAMES.has(event.name)) {
        const url = text(data.url) ?? text(event.args?.fileName);
        return { kind: 'work', label: `compile ${url ? fileOf(url) : 'script'}` };
      }
      if (PAINT_NAMES.has(event.name)) return { kind: 'work', label: 'paint & composite' };
      return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Source modules and frames

/** 'react-dom', '@tanstack/router-core', 'src/lib/dates.ts': a source path without its ../ steps. */
export function moduleOf(source: string): string {
  const path = source.replace(/\\/g, '/').replace(/^(?:[a-z]+:\/\/\/?)/i, '');
  const at = path.lastIndexOf('node_modules/');
  if (at >= 0) {
    const parts = path.slice(at + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const own = /(?:^|\/)((?:src|contract|sw)\/.*)$/.exec(path);
  if (own) return own[1]!;
  return path.replace(/^(?:\.\.?\/)+/, '');
}

function isOwnModule(module: string): boolean {
  return /^(src|contract)\//.test(module);
}

interface FrameInfo {
  /** The function, as people read it: 'wallClockFormatter src/lib/dates.ts:37'. */
  label: string;
  /** Its module: a package, a file under src/, a chunk when unmapped, '(native)', '(gc)', … */
  module: string;
  /** The top level of a script (a module's evaluation). */
  topLevel: boolean;
  own: boolean;
}

class Frames {
  private readonly cache = new Map<string, FrameInfo>();
  constructor(private readonly mapper: Mapper | undefined) {}

  info(frame: CallFrame): FrameInfo {
    const key = `${frame.url ?? ''}|${frame.functionName}|${frame.lineNumber ?? -1}|${frame.columnNumber ?? -1}|${frame.codeType ?? ''}`;
    let info = this.cache.get(key);
    if (!info) {
      info = this.describe(frame);
      this.cache.set(key, info);
    }
    return info;
  }

  private describe(frame: CallFrame): FrameInfo {
    const name = frame.functionName;
    const url = frame.url ?? '';
    if (!url) {
      if (name === '(garbage collector)') return { label: name, module: '(gc)', topLevel: false, own: false };
      if (name.startsWith('(')) return { label: name, module: name, topLevel: false, own: false };
      return { label: `${name || '(anonymous)'} (native)`, module: '(native)', topLevel: false, own: false };
    }
    const line = frame.lineNumber ?? 0;
    const column = frame.columnNumber ?? 0;
    const file = fileOf(url);
    if (!name && line === 0 && column === 0) return { label: `(top level) ${file}`, module: file, topLevel: true, own: false };
    const mapped = this.mapper?.(url, line, column);
    if (!mapped) return { label: `${name || '(anonymous)'} ${file}:${line + 1}:${column + 1}`, module: file, topLevel: false, own: false };
    const module = moduleOf(mapped.source);
    const own = isOwnModule(module);
    // A library function without its own name is found by its file and line.
    const where = own ? `${module}:${mapped.line}` : mapped.name ? module : `${module} (${fileOf(`file:///${mapped.source}`)}:${mapped.line})`;
    return { label: `${mapped.name || name || '(anonymous)'} ${where}`, module, topLevel: false, own };
  }
}

// ---------------------------------------------------------------------------------------------
// The CPU profile in the trace

interface ProfileNode {
  frame: CallFrame;
  parent?: number;
}

interface Sample {
  ts: number;
  node: number;
  /** µs until the next sample, at most MAX_SAMPLE_MS (the last one gets 0). */
  weight: number;
}

interface CpuProfile {
  nodes: Map<number, ProfileNode>;
  samples: Sample[];
}

/** The profile of one thread: its 'Profile' event and the 'ProfileChunk's with the same id. */
function readProfile(events: TraceEvent[], pid: number, tid: number): CpuProfile {
  const nodes = new Map<number, ProfileNode>();
  const samples: Sample[] = [];
  const heads = events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  for (const head of heads) {
    let time = num(record(head.args?.data).startTime) ?? head.ts;
    const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === head.id).sort((a, b) => a.ts - b.ts);
    for (const chunk of chunks) {
      const data = record(chunk.args?.data);
      const profile = record(data.cpuProfile);
      const list = Array.isArray(profile.nodes) ? profile.nodes : [];
      for (const raw of list) {
        const node = record(raw);
        const id = num(node.id);
        if (id === undefined) continue;
        const frame = record(node.callFrame);
        nodes.set(id, {
          frame: {
            functionName: text(frame.functionName) ?? '',
            url: text(frame.url),
            lineNumber: num(frame.lineNumber),
            columnNumber: num(frame.columnNumber),
            codeType: text(frame.codeType),
            scriptId: num(frame.scriptId),
          },
          parent: num(node.parent),
        });
      }
      const ids = Array.isArray(profile.samples) ? profile.samples : [];
      const deltas = Array.isArray(data.timeDeltas) ? data.timeDeltas : [];
      ids.forEach((id, i) => {
        time += num(deltas[i]) ?? 0;
        const node = num(id);
        if (node !== undefined) samples.push({ ts: time, node, weight: 0 });
      });
    }
  }
  samples.sort((a, b) => a.ts - b.ts);
  for (let i = 0; i < samples.length - 1; i++) samples[i]!.weight = Math.min(samples[i + 1]!.ts - samples[i]!.ts, MAX_SAMPLE_MS * 1000);
  return { nodes, samples };
}

// ---------------------------------------------------------------------------------------------
// The main thread's event tree

interface Node {
  event: TraceEvent;
  start: number;
  end: number;
  children: Node[];
  parent?: Node;
}

/** Complete events ('X') and begin/end pairs ('B'/'E') of one thread, as [start, end] in µs. */
function spans(events: TraceEvent[], end: number): { event: TraceEvent; start: number; end: number }[] {
  const out: { event: TraceEvent; start: number; end: number }[] = [];
  const open = new Map<string, TraceEvent[]>();
  for (const event of events) {
    if (event.ph === 'X') out.push({ event, start: event.ts, end: event.ts + (event.dur ?? 0) });
    else if (event.ph === 'B') {
      const stack = open.get(event.name) ?? [];
      stack.push(event);
      open.set(event.name, stack);
    } else if (event.ph === 'E') {
      const begin = open.get(event.name)?.pop();
      if (begin) out.push({ event: begin, start: begin.ts, end: event.ts });
    }
  }
  for (const stack of open.values()) for (const begin of stack) out.push({ event: begin, start: begin.ts, end: Math.max(begin.ts, end) });
  return out;
}

function buildTree(list: { event: TraceEvent; start: number; end: number }[]): Node[] {
  const sorted = [...list].sort((a, b) => a.start - b.start || b.end - a.end);
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const span of sorted) {
    const node: Node = { ...span, children: [] };
    while (stack.length > 0 && stack[stack.length - 1]!.end <= node.start) stack.pop();
    // A child that ends after its parent (clock jitter) is cut to the parent.
    const parent = stack[stack.length - 1];
    if (parent) {
      node.end = Math.min(node.end, parent.end);
      node.parent = parent;
      parent.children.push(node);
    } else roots.push(node);
    stack.push(node);
  }
  return roots;
}

function selfTime(node: Node): number {
  return node.end - node.start - node.children.reduce((sum, child) => sum + (child.end - child.start), 0);
}

/** The innermost node containing `ts` under `node` (node itself when no child does). */
function innermost(node: Node, ts: number): Node {
  let current = node;
  for (;;) {
    const children = current.children;
    let lo = 0;
    let hi = children.length - 1;
    let found: Node | undefined;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const child = children[mid]!;
      if (ts < child.start) hi = mid - 1;
      else if (ts >= child.end) lo = mid + 1;
      else {
        found = child;
        break;
      }
    }
    if (!found) return current;
    current = found;
  }
}

// ---------------------------------------------------------------------------------------------
// Adding up

class Tally {
  private readonly map = new Map<string, { ms: number; count?: number }>();
  add(label: string, ms: number, count?: number): void {
    const entry = this.map.get(label) ?? { ms: 0 };
    entry.ms += ms;
    if (count !== undefined) entry.count = (entry.count ?? 0) + count;
    this.map.set(label, entry);
  }
  merge(other: Tally): void {
    for (const [label, { ms, count }] of other.map) this.add(label, ms, count);
  }
  top(n: number, minMs = 0): Share[] {
    return [...this.map]
      .map(([label, { ms, count }]) => (count === undefined ? { label, ms } : { label, ms, count }))
      .filter((share) => share.ms >= minMs)
      .sort((a, b) => b.ms - a.ms)
      .slice(0, n);
  }
}

/** Where Chromium posted a task from ('toplevel' category), for time no other event explains. */
function postedFrom(task: Node): string | undefined {
  for (const child of task.children) {
    if (child.event.name !== 'ThreadControllerImpl::RunTask') continue;
    const func = text(child.event.args?.src_func);
    const file = text(child.event.args?.src_file);
    if (func || file) return `${file ? file.slice(file.lastIndexOf('/') + 1) : '?'} ${func ?? ''}`.trim();
  }
  return undefined;
}

const IGNORED_LEAVES = new Set(['(program)', '(idle)', '(root)']);

/** Finds the main frame's navigation to the page's origin and path: pid, tid, frame id and its start (µs). */
function findNavigation(events: TraceEvent[], url: string): { pid: number; tid: number; frame: string | undefined; ts: number } {
  const page = new URL(url);
  for (const event of [...events].sort((a, b) => a.ts - b.ts)) {
    if (event.name !== 'navigationStart') continue;
    const data = record(event.args?.data);
    if (data.isLoadingMainFrame !== true) continue;
    let loader: URL;
    try {
      loader = new URL(text(data.documentLoaderURL) ?? '');
    } catch {
      continue;
    }
    if (loader.origin !== page.origin || loader.pathname !== page.pathname) continue;
    return { pid: event.pid, tid: event.tid, frame: text(event.args?.frame), ts: event.ts };
  }
  throw new Error(`${NO_NAVIGATION} of a main frame to ${page.origin}${page.pathname}`);
}

/** The trace lacks the page's navigation (its renderer started tracing late): run again. */
export const NO_NAVIGATION = 'no navigationStart in the trace';

export function analyseBootTrace(events: TraceEvent[], options: AnalyseOptions): BootRunFigures {
  const top = options.top ?? 12;
  const topPerTask = options.topPerTask ?? 6;
  const nav = findNavigation(events, options.url);
  const onMain = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid);
  const ms = (us: number) => us / 1000;

  const mark = options.endMark ? onMain.find((e) => e.name === options.endMark && e.ts >= nav.ts) : undefined;
  const lastEvent = onMain.reduce((max, e) => Math.max(max, e.ts + (e.dur ?? 0)), nav.ts);
  const end = mark ? mark.ts : lastEvent;

  const fcpEvent = onMain
    .filter((e) => e.name === 'firstContentfulPaint' && e.ts >= nav.ts && (nav.frame === undefined || text(e.args?.frame) === nav.frame))
    .sort((a, b) => a.ts - b.ts)[0];
  const fcp = fcpEvent?.ts;

  const roots = buildTree(spans(onMain, lastEvent));
  const tasks = roots.filter((node) => node.event.name === 'RunTask' && node.end > nav.ts && node.start < end);

  const profile = readProfile(events, nav.pid, nav.tid);
  const frames = new Frames(options.mapper);
  const stackOf = (id: number): CallFrame[] => {
    const stack: CallFrame[] = [];
    for (let node = profile.nodes.get(id); node; node = node.parent !== undefined ? profile.nodes.get(node.parent) : undefined) stack.push(node.frame);
    return stack; // leaf first
  };
  /** The entry of a JS activity: the outermost script frame of the sample's stack. */
  const entryOf = (stack: CallFrame[]): string | undefined => {
    for (let i = stack.length - 1; i >= 0; i--) {
      const frame = stack[i]!;
      if (frame.url) {
        const info = frames.info(frame);
        return info.topLevel ? info.label.replace('(top level) ', 'top level of ') : info.label;
      }
    }
    return undefined;
  };

  const mainThread = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>;
  const activities = new Tally();
  const modules = new Tally();
  const functions = new Tally();
  const ownCode = new Tally();
  const longTasks: LongTask[] = [];
  const blockingFrom = fcp ?? nav.ts;
  let tbt = 0;
  let sampleCount = 0;
  let sampleAt = 0;

  for (const task of tasks) {
    const duration = task.end - task.start;
    const clipped = Math.min(task.end, end) - Math.max(task.start, blockingFrom);
    if (clipped > 0) tbt += Math.max(0, ms(clipped) - LONG_TASK_MS);

    // Self time by category, and by activity (what the innermost activity node was).
    const kinds = new Tally();
    /** JS activity node → its self time to be split by the entries of the samples that fell in it. */
    const jsTime = new Map<Node, { base: string; fallback?: CallFrame | string; us: number; entries: Map<string, number> }>();
    const activityCache = new Map<Node, Node | null>();
    const activityNode = (node: Node): Node | null => {
      const cached = activityCache.get(node);
      if (cached !== undefined) return cached;
      const found = activityOf(node.event, nav.frame) ? node : node.parent ? activityNode(node.parent) : null;
      activityCache.set(node, found);
      return found;
    };
    const unexplained = `other (task${postedFrom(task) ? ` posted by ${postedFrom(task)}` : ''})`;
    const visit = (node: Node, inherited: Category): void => {
      const category = categoryOf(node.event.name) ?? inherited;
      const self = selfTime(node);
      mainThread[category] += ms(self);
      const owner = activityNode(node);
      const activity = owner ? activityOf(owner.event, nav.frame)! : undefined;
      if (!owner || !activity) kinds.add(/RunTask$|^BlinkScheduler_/.test(node.event.name) ? unexplained : `other (${node.event.name})`, ms(self));
      else if (activity.kind === 'work') kinds.add(activity.label, ms(self), owner === node ? activity.count : undefined);
      else {
        const entry = jsTime.get(owner) ?? { base: activity.base, fallback: activity.fallback, us: 0, entries: new Map<string, number>() };
        entry.us += self;
        jsTime.set(owner, entry);
      }
      for (const child of node.children) visit(child, category);
    };
    visit(task, 'other');

    // Samples in the task: functions, modules, own code, and the entries of JS activities.
    const taskFunctions = new Tally();
    const topLevelCalls = new Tally();
    while (sampleAt < profile.samples.length && profile.samples[sampleAt]!.ts < task.start) sampleAt++;
    for (let i = sampleAt; i < profile.samples.length && profile.samples[i]!.ts < task.end; i++) {
      const sample = profile.samples[i]!;
      const weight = ms(Math.min(sample.weight, task.end - sample.ts));
      const stack = stackOf(sample.node);
      const leaf = stack[0];
      if (!leaf) continue;
      sampleCount++;
      const owner = activityNode(innermost(task, sample.ts));
      const js = owner ? jsTime.get(owner) : undefined;
      if (js) {
        const entry = entryOf(stack);
        if (entry) js.entries.set(entry, (js.entries.get(entry) ?? 0) + weight);
      }
      const scripts = stack.filter((frame) => frame.url);
      const outer = scripts[scripts.length - 1];
      if (outer && frames.info(outer).topLevel) {
        const file = fileOf(outer.url!);
        const callee = scripts[scripts.length - 2];
        topLevelCalls.add(callee ? `${file} → ${frames.info(callee).label}` : `${file} (its own statements)`, weight);
      }
      if (IGNORED_LEAVES.has(leaf.functionName) && !leaf.url) continue;
      const info = frames.info(leaf);
      taskFunctions.add(info.label, weight);
      functions.add(info.label, weight);
      modules.add(info.module, weight);
      const own = stack.map((frame) => (frame.url ? frames.info(frame) : undefined)).find((f) => f?.own);
      if (own) ownCode.add(own.label, weight);
    }
    for (const { base, fallback, us, entries } of jsTime.values()) {
      const sampled = [...entries.values()].reduce((a, b) => a + b, 0);
      if (sampled > 0) {
        for (const [entry, weight] of entries) kinds.add(`${base}: ${entry}`, (ms(us) * weight) / sampled);
      } else {
        const named = typeof fallback === 'string' ? fallback : fallback?.url ? frames.info(fallback).label : undefined;
        kinds.add(named ? `${base}: ${named}` : base, ms(us));
      }
    }

    activities.merge(kinds);
    if (ms(duration) >= LONG_TASK_MS) {
      longTasks.push({
        start: ms(task.start - nav.ts),
        duration: ms(duration),
        blocking: clipped > 0 ? Math.max(0, ms(clipped) - LONG_TASK_MS) : 0,
        kinds: kinds.top(topPerTask, 0.5),
        functions: taskFunctions.top(topPerTask, 0.5),
        topLevelCalls: topLevelCalls.top(topPerTask, 0.5),
      });
    }
  }

  return {
    fcp: fcp === undefined ? undefined : ms(fcp - nav.ts),
    end: ms(end - nav.ts),
    tbt,
    longTasks,
    mainThread,
    mainThreadTotal: CATEGORIES.reduce((sum, c) => sum + mainThread[c], 0),
    activities: activities.top(top + 4, 0.5),
    modules: modules.top(top),
    functions: functions.top(top),
    ownCode: ownCode.top(top),
    samples: sampleCount,
  };
}
