// Lighthouse's CPU slowdown for this machine. Simulated throttling multiplies the main-thread time it
// observes by a constant (4× by default), chosen to turn a high-end desktop into the mid-tier phone the
// score is about; on a slower host the same 4× emulates a much slower phone. Lighthouse's documentation
// (docs/throttling.md, "Calibrating the CPU slowdown") says to calibrate from the benchmark index each
// report carries, with its calculator (lighthouse-cpu-throttling-calculator): these are its anchor
// points, between which it interpolates linearly.

/** Lighthouse's default multiplier, the one its scores are usually quoted with. */
export const LIGHTHOUSE_DEFAULT_SLOWDOWN = 4;
/** The benchmark index of the host that default is right for. */
export const LIGHTHOUSE_DEFAULT_HOST_INDEX = 1533;

/** [benchmark index, CPU slowdown] from the calculator. */
const ANCHORS: [number, number][] = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [LIGHTHOUSE_DEFAULT_HOST_INDEX, LIGHTHOUSE_DEFAULT_SLOWDOWN],
  [1766, 5],
  [2000, 6],
];

/**
 * The CPU slowdown that makes a host of this benchmark index emulate Lighthouse's target phone, to one
 * decimal; null for a host too slow to emulate it (below 150, as the calculator says).
 */
export function cpuSlowdownFor(benchmarkIndex: number): number | null {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < ANCHORS[0]![0]) return null;
  // Past the last anchor the calculator keeps the slope of the last segment (one step per ~233).
  const segment = ANCHORS.findIndex(([index], i) => i > 0 && benchmarkIndex < index);
  const upper = segment === -1 ? ANCHORS.length - 1 : segment;
  const [x0, y0] = ANCHORS[upper - 1]!;
  const [x1, y1] = ANCHORS[upper]!;
  return Math.round((y0 + ((benchmarkIndex - x0) * (y1 - y0)) / (x1 - x0)) * 10) / 10;
}
