/**
 * The spoken captcha (GET /api/captcha/audio): the answer's digits read in Korean from the
 * recorded words in assets/korean-digits.ts, with uneven gaps, varied loudness and light hiss,
 * as an 8 kHz 8-bit mono WAV that every browser's <audio> plays. Six digits come to about
 * 40 KB.
 */
import { DIGIT_SAMPLE_RATE, KOREAN_DIGITS_PCM8 } from './assets/korean-digits';
import type { RandomSource } from './captcha-image';

export const AUDIO_SAMPLE_RATE = DIGIT_SAMPLE_RATE;
/** Unsigned 8-bit PCM centres on 128. */
const SILENCE = 128;
const NOISE = 6;

const digitSamples: readonly Buffer[] = KOREAN_DIGITS_PCM8.map((base64) =>
  Buffer.from(base64, 'base64'),
);

const seconds = (value: number) => Math.round(value * AUDIO_SAMPLE_RATE);

/** The PCM of `answer`: a lead-in, each digit with a gap after it, and hiss throughout. */
function speak(answer: string, random: RandomSource): Uint8Array {
  const pieces: { samples: Buffer; gain: number; gapAfter: number }[] = [...answer].map((char) => {
    const samples = digitSamples[Number(char)];
    if (!samples || !/^\d$/.test(char)) throw new RangeError('a captcha answer is digits only');
    return {
      samples,
      gain: 0.75 + random() * 0.25,
      gapAfter: seconds(0.35 + random() * 0.25),
    };
  });
  const leadIn = seconds(0.3);
  const length = pieces.reduce(
    (total, piece) => total + piece.samples.length + piece.gapAfter,
    leadIn,
  );
  let offset = leadIn;
  const pcm = new Float32Array(length);
  for (const piece of pieces) {
    for (let i = 0; i < piece.samples.length; i++) {
      pcm[offset + i] = ((piece.samples[i] ?? SILENCE) - SILENCE) * piece.gain;
    }
    offset += piece.samples.length + piece.gapAfter;
  }
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i++) {
    const noisy = SILENCE + (pcm[i] ?? 0) + (random() * 2 - 1) * NOISE;
    out[i] = Math.max(0, Math.min(255, Math.round(noisy)));
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
  return encodeWav(speak(answer, random));
}
