/**
 * The '약 N건' of a catalogue search with more matches than are counted (catalogue-repository.ts,
 * searchCounts). The count reads the matches in the order of the table's heap blocks (a bitmap
 * heap scan, or a sequential scan) and stops after countCap + 1 of them; the blocks of the first
 * and the last tell how much of the table it went through, and the matches are assumed to be
 * spread over the table as they are over that part: true of the generated catalogue, roughly
 * true of a library's (rows are stored about in the order books were catalogued); a term found
 * only in one stretch of the table is over- or under-estimated (counts up to countCap are always
 * exact). Pure functions, so the arithmetic is tested apart from the database.
 */

/**
 * How many of a table's `relationBlocks` heap blocks a scan in block order went through, from the
 * blocks of the first and the last row it returned. A bitmap heap scan starts at block 0; a
 * sequential scan on PostgreSQL may start where another scan of the table is (synchronised
 * scans) and wrap around the end. Counting from the first row's block rather than block 0 covers
 * both and differs little when matches are common (the estimate is only made for thousands).
 */
export function scannedBlocks(first: number, last: number, relationBlocks: number): number {
  return last >= first ? last - first + 1 : Math.max(relationBlocks, first + 1) - first + last + 1;
}

/** n rounded to two significant figures (11,334 → 11,000; 3,529 → 3,500; 987 → 990; 7 → 7). */
export function roundEstimate(n: number): number {
  if (n < 100) return Math.round(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

/**
 * The estimated number of matches when a scan stopped after `seen` of them, the first in block
 * `first` and the last in block `last`: the density over the blocks scanned, times the table's
 * blocks, rounded (roundEstimate); never below what was seen.
 */
export function estimateMatches(seen: number, first: number, last: number, relationBlocks: number): number {
  const scanned = scannedBlocks(first, last, relationBlocks);
  const raw = (seen * Math.max(relationBlocks, first + 1, last + 1)) / scanned;
  return Math.max(roundEstimate(raw), roundEstimate(seen));
}

/**
 * A facet count of the sample scaled to the estimated matches: `count` of `seen` rows, times
 * estimate ÷ seen, rounded like the estimate; at least 1 when the sample had any.
 */
export function scaleCount(count: number, seen: number, estimate: number): number {
  if (count === 0 || seen === 0) return 0;
  return Math.max(1, roundEstimate((count * estimate) / seen));
}
