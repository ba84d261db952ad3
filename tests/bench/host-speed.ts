/**
 * How fast this machine runs right now, for reading a bench's figures: the same build measured
 * 40 s and 178 s for one streamed answer at 4× CPU within minutes on one shared machine (2026-11-29),
 * with the load average about 2.3 both times. Printed beside each run so a slow run can be told
 * from a slow build.
 */
export interface HostSpeed {
  /** A fixed integer loop, ms (about 130 ms on the machines of 2026-11). */
  loopMs: number;
  /** Touching fresh memory, µs per 4 KiB page (0.1–0.3 on bare metal; 11–24 seen here). */
  pageFaultUs: number;
}

export function measureHostSpeed(): HostSpeed {
  const started = process.hrtime.bigint();
  let x = 0;
  for (let i = 0; i < 30_000_000; i++) x = (x + i * 7) % 1_000_003;
  const loopMs = Number(process.hrtime.bigint() - started) / 1e6;
  if (x < 0) throw new Error('unreachable'); // keeps the loop from being optimised away
  // Above glibc's largest mmap threshold (32 MiB), so each probe gets pages never touched before:
  // a smaller block freed by the last probe comes back from the heap, already touched.
  const bytes = 64 * 1024 * 1024;
  const touched = process.hrtime.bigint();
  const buffer = Buffer.allocUnsafeSlow(bytes);
  for (let at = 0; at < bytes; at += 4096) buffer[at] = 1;
  const pageFaultUs = Number(process.hrtime.bigint() - touched) / 1e3 / (bytes / 4096);
  return { loopMs, pageFaultUs };
}

export function describeHostSpeed(speed: HostSpeed): string {
  return `host speed: loop ${speed.loopMs.toFixed(0)} ms, fresh memory ${speed.pageFaultUs.toFixed(1)} µs a page`;
}
