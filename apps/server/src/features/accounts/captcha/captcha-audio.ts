/**
 * The spoken captcha (GET /api/captcha/audio): the answer's digits read in Korean from the
 * recorded words in assets/korean-digits.ts, as an 8 kHz 8-bit mono WAV that every browser's
 * <audio> plays (about 40–55 KB for six digits).
 *
 * The recorded words are fixed and public (espeak-ng), so a solver that slides each clean word
 * over the challenge (normalised cross-correlation) read every challenge of the first version.
 * Every challenge is therefore spoken differently, per digit: its pitch (resampled
 * 0.87–1.15×, with a slow random wobble), its tempo (stretched 0.85–1.25× without changing the
 * pitch, by waveform-similarity overlap-add), its timbre (two random peaking filters), its
 * loudness (with a slope across the word), and where it starts; under the words runs a bed of
 * babble (reversed, resampled digit words — speech-like, but no digit) and coloured noise (pink
 * and brown), and faint reversed-word fillers sit in some gaps. The words stay 14–20 dB above the
 * noise under them, so a person hears them plainly (README: measured figures, spectrogram).
 * Pure TypeScript on Float32Arrays, a few milliseconds per challenge.
 */
import { DIGIT_SAMPLE_RATE, KOREAN_DIGITS_PCM8 } from './assets/korean-digits';
import type { RandomSource } from './captcha-image';

export const AUDIO_SAMPLE_RATE = DIGIT_SAMPLE_RATE;
/** Unsigned 8-bit PCM centres on 128. */
const SILENCE = 128;

/** The clean words as floats in [-1, 1]. */
const digitWords: readonly Float32Array[] = KOREAN_DIGITS_PCM8.map((base64) =>
  Float32Array.from(Buffer.from(base64, 'base64'), (s) => (s - SILENCE) / 127),
);
/** The same words backwards: speech-like sound that is no digit, for babble and fillers. */
const reversedWords: readonly Float32Array[] = digitWords.map((word) =>
  Float32Array.from(word).reverse(),
);

const seconds = (value: number) => Math.round(value * AUDIO_SAMPLE_RATE);
const between = (random: RandomSource, low: number, high: number) => low + random() * (high - low);

function rms(samples: Float32Array, start = 0, end = samples.length): number {
  let sum = 0;
  for (let i = start; i < end; i++) sum += (samples[i] as number) ** 2;
  return Math.sqrt(sum / Math.max(1, end - start));
}

/**
 * Plays `input` at a rate that drifts around `rate` (> 1: faster and higher) by ±`wobble`,
 * `wobbleHz` times a second: pitch and duration change together, never at one fixed ratio.
 */
function resampleWobbling(
  input: Float32Array,
  rate: number,
  wobble: number,
  wobbleHz: number,
  phase: number,
): Float32Array {
  // The longest it can get: every step at the slowest rate.
  const out = new Float32Array(Math.ceil(input.length / (rate * (1 - wobble))) + 1);
  // sin(phase + step·i) by rotation: one multiply-add per sample instead of Math.sin.
  const step = (2 * Math.PI * wobbleHz) / AUDIO_SAMPLE_RATE;
  const cosStep = Math.cos(step);
  const sinStep = Math.sin(step);
  let sin = Math.sin(phase);
  let cos = Math.cos(phase);
  let at = 0;
  let n = 0;
  const last = input.length - 1;
  while (at < last) {
    const k = at | 0;
    const f = at - k;
    out[n++] = (input[k] as number) * (1 - f) + (input[k + 1] as number) * f;
    at += rate * (1 + wobble * sin);
    const nextSin = sin * cosStep + cos * sinStep;
    cos = cos * cosStep - sin * sinStep;
    sin = nextSin;
  }
  return out.subarray(0, n);
}

const STRETCH_FRAME = 256;
const STRETCH_HOP = STRETCH_FRAME / 2;
const STRETCH_SEEK = 40;
const hann = Float32Array.from(
  { length: STRETCH_FRAME },
  (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / STRETCH_FRAME),
);

/**
 * Changes the duration by `factor` (> 1: slower) and keeps the pitch: WSOLA, Hann frames of
 * 32 ms placed every 16 ms, each taken from where the input best continues the previous one.
 */
function stretch(input: Float32Array, factor: number): Float32Array {
  const length = Math.round(input.length * factor);
  const out = new Float32Array(length + STRETCH_FRAME);
  const weight = new Float32Array(length + STRETCH_FRAME);
  const sample = (i: number) => (i >= 0 && i < input.length ? (input[i] as number) : 0);
  let previous = 0;
  for (let k = 0; k * STRETCH_HOP < length; k++) {
    const nominal = Math.round((k * STRETCH_HOP) / factor);
    let from = nominal;
    if (k > 0) {
      const natural = previous + STRETCH_HOP;
      let best = Number.NEGATIVE_INFINITY;
      for (let delta = -STRETCH_SEEK; delta <= STRETCH_SEEK; delta += 2) {
        let score = 0;
        for (let i = 0; i < STRETCH_FRAME; i += 4) {
          score += sample(nominal + delta + i) * sample(natural + i);
        }
        if (score > best) {
          best = score;
          from = nominal + delta;
        }
      }
    }
    const to = k * STRETCH_HOP;
    for (let i = 0; i < STRETCH_FRAME; i++) {
      const w = hann[i] as number;
      out[to + i] = (out[to + i] as number) + sample(from + i) * w;
      weight[to + i] = (weight[to + i] as number) + w;
    }
    previous = from;
  }
  const result = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    result[i] = (out[i] as number) / Math.max(weight[i] as number, 0.1);
  }
  return result;
}

/** A peaking equaliser (RBJ biquad) at `hz`, `gainDb`, quality `q`, in place. */
function peakingFilter(samples: Float32Array, hz: number, gainDb: number, q: number): void {
  const a = 10 ** (gainDb / 40);
  const w0 = (2 * Math.PI * hz) / AUDIO_SAMPLE_RATE;
  const alpha = Math.sin(w0) / (2 * q);
  const a0 = 1 + alpha / a;
  const b0 = (1 + alpha * a) / a0;
  const b1 = (-2 * Math.cos(w0)) / a0;
  const b2 = (1 - alpha * a) / a0;
  const a1 = b1;
  const a2 = (1 - alpha / a) / a0;
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let i = 0; i < samples.length; i++) {
    const x = samples[i] as number;
    const y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    samples[i] = y;
  }
}

/** One digit as this challenge says it: its own pitch, tempo, timbre and loudness. */
function sayDigit(word: Float32Array, random: RandomSource): Float32Array {
  const pitched = resampleWobbling(
    word,
    between(random, 0.87, 1.15),
    between(random, 0.02, 0.05),
    between(random, 2, 6),
    random() * 2 * Math.PI,
  );
  const said = stretch(pitched, between(random, 0.85, 1.25));
  peakingFilter(said, between(random, 300, 900), between(random, -7, 7), between(random, 0.7, 2));
  peakingFilter(said, between(random, 1000, 3000), between(random, -7, 7), between(random, 0.7, 2));
  // Loudness: a random level, sloping from one end of the word to the other.
  const level = between(random, 0.6, 1) / Math.max(rms(said), 1e-6);
  const from = between(random, 0.75, 1);
  const to = between(random, 0.75, 1);
  for (let i = 0; i < said.length; i++) {
    said[i] = (said[i] as number) * level * (from + ((to - from) * i) / said.length) * 0.25;
  }
  return said;
}

/** Speech-like noise that is no digit: reversed digit words at random rates, back to back. */
function babbleStream(length: number, random: RandomSource): Float32Array {
  const out = new Float32Array(length);
  let at = -Math.floor(random() * seconds(0.4));
  while (at < length) {
    const word = reversedWords[Math.floor(random() * reversedWords.length)] as Float32Array;
    const said = resampleWobbling(word, between(random, 0.7, 1.35), 0.03, 3, random() * 6);
    const gain = between(random, 0.5, 1);
    const from = Math.max(0, -at);
    const to = Math.min(said.length, length - at);
    for (let i = from; i < to; i++) out[at + i] = (said[i] as number) * gain;
    at += said.length + Math.floor(random() * seconds(0.15));
  }
  return out;
}

/** Pink (Paul Kellet's filter) and brown (leaky integral) noise, mixed at random, unit RMS. */
function colouredNoise(length: number, random: RandomSource): Float32Array {
  const out = new Float32Array(length);
  const pinkShare = random();
  let b0 = 0;
  let b1 = 0;
  let b2 = 0;
  let brown = 0;
  for (let i = 0; i < length; i++) {
    const white = random() * 2 - 1;
    b0 = 0.99765 * b0 + white * 0.099046;
    b1 = 0.963 * b1 + white * 0.2965164;
    b2 = 0.57 * b2 + white * 1.0526913;
    const pink = (b0 + b1 + b2 + white * 0.1848) * 0.2;
    brown = 0.985 * brown + white * 0.1;
    out[i] = pink * pinkShare + brown * (1 - pinkShare);
  }
  const level = rms(out) || 1;
  for (let i = 0; i < length; i++) out[i] = (out[i] as number) / level;
  return out;
}

/** A challenge before it is quantised: the mix, its two parts, and where each digit is. */
export interface SpokenChallenge {
  /** speech + noise, in [-1, 1] */
  samples: Float32Array;
  /** the digits alone */
  speech: Float32Array;
  /** everything else: babble, coloured noise and the fillers */
  noise: Float32Array;
  /** each digit's sample range, in order */
  digits: { start: number; end: number }[];
}

/** The lowest speech-to-noise ratio under any digit, in dB. */
export const MIN_SPEECH_TO_NOISE_DB = 14;
const MAX_SPEECH_TO_NOISE_DB = 20;

export function composeChallenge(answer: string, random: RandomSource): SpokenChallenge {
  if (!/^\d+$/.test(answer)) throw new RangeError('a captcha answer is digits only');
  const said = [...answer].map((char) =>
    sayDigit(digitWords[Number(char)] as Float32Array, random),
  );
  const gaps = said.map(() => seconds(between(random, 0.22, 0.6)));
  const leadIn = seconds(between(random, 0.25, 0.5));
  const length = said.reduce((total, word, i) => total + word.length + (gaps[i] as number), leadIn);

  const speech = new Float32Array(length);
  const digits: SpokenChallenge['digits'] = [];
  let offset = leadIn;
  said.forEach((word, i) => {
    speech.set(word, offset);
    digits.push({ start: offset, end: offset + word.length });
    offset += word.length + (gaps[i] as number);
  });

  // The noise bed: babble of a few voices and coloured noise, each share at random.
  const bed = new Float32Array(length);
  const voices = 3 + Math.floor(random() * 3);
  for (let v = 0; v < voices; v++) {
    const stream = babbleStream(length, random);
    for (let i = 0; i < length; i++) bed[i] = (bed[i] as number) + (stream[i] as number);
  }
  const babbleLevel = rms(bed) || 1;
  const coloured = colouredNoise(length, random);
  const babbleShare = between(random, 0.4, 0.8);
  for (let i = 0; i < length; i++) {
    bed[i] =
      ((bed[i] as number) / babbleLevel) * Math.sqrt(babbleShare) +
      (coloured[i] as number) * Math.sqrt(1 - babbleShare);
  }
  // Its level: below the quietest digit by a random 14–20 dB, measured under every digit.
  const snrDb = between(random, MIN_SPEECH_TO_NOISE_DB + 0.5, MAX_SPEECH_TO_NOISE_DB);
  let scale = Number.POSITIVE_INFINITY;
  for (const { start, end } of digits) {
    const allowed = rms(speech, start, end) / 10 ** (snrDb / 20) / (rms(bed, start, end) || 1);
    scale = Math.min(scale, allowed);
  }
  const noise = new Float32Array(length);
  for (let i = 0; i < length; i++) noise[i] = (bed[i] as number) * scale;

  // Fillers: a faint reversed word fragment in the middle of some gaps.
  const margin = seconds(0.05);
  digits.forEach(({ end }, i) => {
    const gapEnd = digits[i + 1]?.start ?? length;
    const room = gapEnd - end - 2 * margin;
    if (room < seconds(0.1) || random() < 0.4) return;
    const word = reversedWords[Math.floor(random() * reversedWords.length)] as Float32Array;
    const fragment = resampleWobbling(
      word,
      between(random, 0.8, 1.3),
      0.04,
      4,
      random() * 6,
    ).subarray(0, Math.min(room, seconds(between(random, 0.08, 0.2))));
    const gain =
      (between(random, 0.15, 0.3) * rms(speech, digits[i]?.start, end)) / (rms(fragment) || 1);
    const at = end + margin + Math.floor(random() * (room - fragment.length + 1));
    for (let j = 0; j < fragment.length; j++) {
      // A short fade in and out, so the filler does not click.
      const fade = Math.min(1, j / 80, (fragment.length - j) / 80);
      noise[at + j] = (noise[at + j] as number) + (fragment[j] as number) * gain * fade;
    }
  });

  const samples = new Float32Array(length);
  let peak = 0;
  for (let i = 0; i < length; i++) {
    samples[i] = (speech[i] as number) + (noise[i] as number);
    peak = Math.max(peak, Math.abs(samples[i] as number));
  }
  // Loud but never clipped: the loudest sample lands at 0.9–0.97 of full scale.
  const gain = between(random, 0.9, 0.97) / (peak || 1);
  for (let i = 0; i < length; i++) {
    samples[i] = (samples[i] as number) * gain;
    speech[i] = (speech[i] as number) * gain;
    noise[i] = (noise[i] as number) * gain;
  }
  return { samples, speech, noise, digits };
}

/** 8-bit PCM of floats in [-1, 1], with triangular dither. */
function quantise(samples: Float32Array, random: RandomSource): Uint8Array {
  const out = new Uint8Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const dither = random() - random();
    const value = SILENCE + (samples[i] as number) * 127 + dither;
    out[i] = Math.max(0, Math.min(255, Math.round(value)));
  }
  return out;
}

/** A RIFF/WAVE file: PCM format 1, mono, 8-bit, AUDIO_SAMPLE_RATE. */
export function encodeWav(samples: Uint8Array, sampleRate: number = AUDIO_SAMPLE_RATE): Buffer {
  // A RIFF chunk of odd length is padded to an even one; the pad counts in the RIFF size only.
  const pad = samples.length % 2 === 1 ? Buffer.alloc(1, SILENCE) : Buffer.alloc(0);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples.length + pad.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate, 28); // byte rate: one byte per sample
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples, pad]);
}

export function renderCaptchaWav(answer: string, random: RandomSource = Math.random): Buffer {
  return encodeWav(quantise(composeChallenge(answer, random).samples, random));
}
