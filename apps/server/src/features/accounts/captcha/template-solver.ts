/**
 * For tests only: an attack on the public recorded words, a template-matching solver of the
 * audio captcha.
 * It knows the ten clean recorded digits (assets/korean-digits.ts), slides each one over the
 * challenge computing the normalised cross-correlation (NCC) at every offset, and then reads
 * the best digit per slot: the highest-scoring (digit, offset) first, then the next best that
 * does not overlap a chosen one, until it has as many as the answer has digits; in time order.
 *
 * `rates` lets the attacker also try each template resampled (faster or slower, higher or
 * lower), the obvious next step against a captcha that varies its speed.
 */
import { KOREAN_DIGITS_PCM8 } from './assets/korean-digits';

const cleanDigits: readonly Float64Array[] = KOREAN_DIGITS_PCM8.map((base64) =>
  Float64Array.from(Buffer.from(base64, 'base64'), (s) => (s - 128) / 128),
);

/** The samples of an 8-bit mono PCM WAV as floats in [-1, 1]. */
export function wavSamples(wav: Buffer): Float64Array {
  const size = wav.readUInt32LE(40);
  return Float64Array.from(wav.subarray(44, 44 + size), (s) => (s - 128) / 128);
}

/** In-place iterative radix-2 FFT of (re, im); length a power of two. */
function fft(re: Float64Array, im: Float64Array, inverse: boolean): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j] as number, re[i] as number];
      [im[i], im[j]] = [im[j] as number, im[i] as number];
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const angle = ((inverse ? 2 : -2) * Math.PI) / len;
    const wr = Math.cos(angle);
    const wi = Math.sin(angle);
    for (let i = 0; i < n; i += len) {
      let cr = 1;
      let ci = 0;
      for (let k = 0; k < len / 2; k++) {
        const a = i + k;
        const b = a + len / 2;
        const br = (re[b] as number) * cr - (im[b] as number) * ci;
        const bi = (re[b] as number) * ci + (im[b] as number) * cr;
        re[b] = (re[a] as number) - br;
        im[b] = (im[a] as number) - bi;
        re[a] = (re[a] as number) + br;
        im[a] = (im[a] as number) + bi;
        const next = cr * wr - ci * wi;
        ci = cr * wi + ci * wr;
        cr = next;
      }
    }
  }
  if (inverse) {
    for (let i = 0; i < n; i++) {
      re[i] = (re[i] as number) / n;
      im[i] = (im[i] as number) / n;
    }
  }
}

/** Linear-interpolation resampling: `rate` > 1 plays faster (shorter, higher). */
function resample(samples: Float64Array, rate: number): Float64Array {
  const out = new Float64Array(Math.floor((samples.length - 1) / rate));
  for (let i = 0; i < out.length; i++) {
    const at = i * rate;
    const k = Math.floor(at);
    const f = at - k;
    out[i] = (samples[k] as number) * (1 - f) + (samples[k + 1] ?? 0) * f;
  }
  return out;
}

/** The signal's spectrum and running sums, computed once for every template slid over it. */
interface PreparedSignal {
  signal: Float64Array;
  size: number;
  re: Float64Array;
  im: Float64Array;
  sum: Float64Array;
  sumSq: Float64Array;
}

function prepare(signal: Float64Array, longestTemplate: number): PreparedSignal {
  let size = 1;
  while (size < signal.length + longestTemplate) size <<= 1;
  const re = new Float64Array(size);
  const im = new Float64Array(size);
  re.set(signal);
  fft(re, im, false);
  const sum = new Float64Array(signal.length + 1);
  const sumSq = new Float64Array(signal.length + 1);
  for (let i = 0; i < signal.length; i++) {
    const s = signal[i] as number;
    sum[i + 1] = (sum[i] as number) + s;
    sumSq[i + 1] = (sumSq[i] as number) + s * s;
  }
  return { signal, size, re, im, sum, sumSq };
}

/** NCC of `template` at every offset of the signal (0 … signal.length - template.length). */
function correlate(prepared: PreparedSignal, template: Float64Array): Float64Array {
  const { signal, size, sum, sumSq } = prepared;
  const m = template.length;
  const count = signal.length - m + 1;
  if (count <= 0) return new Float64Array(0);
  let mean = 0;
  for (const s of template) mean += s;
  mean /= m;
  let norm = 0;
  for (const s of template) norm += (s - mean) ** 2;
  norm = Math.sqrt(norm) || 1;

  const re = new Float64Array(size);
  const im = new Float64Array(size);
  for (let j = 0; j < m; j++) re[j] = ((template[j] as number) - mean) / norm;
  fft(re, im, false);
  // Correlation: signal × conj(template).
  for (let k = 0; k < size; k++) {
    const a = prepared.re[k] as number;
    const b = prepared.im[k] as number;
    const c = re[k] as number;
    const d = im[k] as number;
    re[k] = a * c + b * d;
    im[k] = b * c - a * d;
  }
  fft(re, im, true);

  const ncc = new Float64Array(count);
  for (let k = 0; k < count; k++) {
    const s1 = (sum[k + m] as number) - (sum[k] as number);
    const s2 = (sumSq[k + m] as number) - (sumSq[k] as number);
    const energy = Math.sqrt(Math.max(s2 - (s1 * s1) / m, 1e-12));
    ncc[k] = (re[k] as number) / energy;
  }
  return ncc;
}

/** NCC of `template` at every offset of `signal` (offsets 0 … signal.length - template.length). */
export function normalisedCrossCorrelation(
  signal: Float64Array,
  template: Float64Array,
): Float64Array {
  return correlate(prepare(signal, template.length), template);
}

interface Candidate {
  digit: number;
  start: number;
  end: number;
  score: number;
}

/** The attack: the answer's `length` digits as the templates read them. */
export function solveByTemplates(
  wav: Buffer,
  length: number,
  rates: readonly number[] = [1],
): string {
  const signal = wavSamples(wav);
  const longest = Math.max(...cleanDigits.map((d) => d.length)) / Math.min(...rates);
  const prepared = prepare(signal, Math.ceil(longest));
  const candidates: Candidate[] = [];
  cleanDigits.forEach((clean, digit) => {
    for (const rate of rates) {
      const template = rate === 1 ? clean : resample(clean, rate);
      const ncc = correlate(prepared, template);
      for (let k = 0; k < ncc.length; k++) {
        const score = ncc[k] as number;
        // Local maxima only: the peaks of each template.
        if (score > 0.05 && score >= (ncc[k - 1] ?? -1) && score > (ncc[k + 1] ?? -1)) {
          candidates.push({ digit, start: k, end: k + template.length, score });
        }
      }
    }
  });
  candidates.sort((a, b) => b.score - a.score);
  const chosen: Candidate[] = [];
  for (const candidate of candidates) {
    if (chosen.length === length) break;
    if (chosen.every((c) => candidate.end <= c.start || candidate.start >= c.end)) {
      chosen.push(candidate);
    }
  }
  return chosen
    .sort((a, b) => a.start - b.start)
    .map((c) => String(c.digit))
    .join('');
}
