import { describe, expect, it } from 'vitest';
import { KOREAN_DIGITS_PCM8 } from './assets/korean-digits';
import { captchaAudioRandom } from './captcha.service';
import {
  AUDIO_SAMPLE_RATE,
  composeChallenge,
  encodeWav,
  MIN_SPEECH_TO_NOISE_DB,
  renderCaptchaWav,
} from './captcha-audio';
import { normalisedCrossCorrelation, solveByTemplates, wavSamples } from './template-solver';
import { seededRandom } from './test-random';

function readWavHeader(wav: Buffer) {
  return {
    riff: wav.toString('ascii', 0, 4),
    riffSize: wav.readUInt32LE(4),
    wave: wav.toString('ascii', 8, 12),
    fmt: wav.toString('ascii', 12, 16),
    fmtSize: wav.readUInt32LE(16),
    format: wav.readUInt16LE(20),
    channels: wav.readUInt16LE(22),
    sampleRate: wav.readUInt32LE(24),
    byteRate: wav.readUInt32LE(28),
    blockAlign: wav.readUInt16LE(32),
    bitsPerSample: wav.readUInt16LE(34),
    data: wav.toString('ascii', 36, 40),
    dataSize: wav.readUInt32LE(40),
  };
}

describe('renderCaptchaWav', () => {
  it('is a PCM WAV, 8 kHz 8-bit mono, whose sizes match the file', () => {
    const wav = renderCaptchaWav('270815', seededRandom(1));
    const header = readWavHeader(wav);

    expect(header).toMatchObject({
      riff: 'RIFF',
      riffSize: wav.length - 8,
      wave: 'WAVE',
      fmt: 'fmt ',
      fmtSize: 16,
      format: 1,
      channels: 1,
      sampleRate: AUDIO_SAMPLE_RATE,
      byteRate: AUDIO_SAMPLE_RATE,
      blockAlign: 1,
      bitsPerSample: 8,
      data: 'data',
    });
    expect(AUDIO_SAMPLE_RATE).toBe(8000);
    expect(wav.length - 44 - header.dataSize).toBe(header.dataSize % 2);
  });

  it('lasts a few seconds and stays small for six digits', () => {
    const wav = renderCaptchaWav('999999', seededRandom(2));
    const seconds = readWavHeader(wav).dataSize / AUDIO_SAMPLE_RATE;
    expect(seconds).toBeGreaterThan(3);
    expect(seconds).toBeLessThan(8);
    expect(wav.length).toBeLessThan(64 * 1024);
  });

  it('grows with each digit it reads', () => {
    const sizes = ['1', '12', '123', '123456'].map(
      (answer) => readWavHeader(renderCaptchaWav(answer, seededRandom(3))).dataSize,
    );
    for (let i = 1; i < sizes.length; i++) {
      expect(sizes[i]).toBeGreaterThan(sizes[i - 1] ?? 0);
    }
  });

  it('says different digits differently', () => {
    expect(renderCaptchaWav('111111', seededRandom(5))).not.toEqual(
      renderCaptchaWav('222222', seededRandom(5)),
    );
  });

  it('refuses anything but digits', () => {
    expect(() => renderCaptchaWav('12-456')).toThrow(RangeError);
  });
});

/** Six random digits from a seeded source, so every run draws the same answers. */
function answers(count: number, seed: number): string[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () =>
    Array.from({ length: 6 }, () => Math.floor(random() * 10)).join(''),
  );
}

const rmsOf = (samples: ArrayLike<number>, start: number, end: number) => {
  let sum = 0;
  for (let i = start; i < end; i++) sum += (samples[i] as number) ** 2;
  return Math.sqrt(sum / Math.max(1, end - start));
};
const db = (ratio: number) => 20 * Math.log10(ratio);

/**
 * The recorded words are public, and a template-matching solver (template-solver.ts:
 * normalised cross-correlation of each clean word over the challenge, best digit per slot) read
 * 8 of 8 challenges of the first version. Every challenge is now varied so that it fails, while
 * a person still hears each word well above the noise.
 */
describe('the audio captcha against template matching', () => {
  it('the solver is a real solver: it reads the fixed words of the first version', () => {
    // The first version: each clean word, uneven gaps, varied loudness, light hiss.
    const words = KOREAN_DIGITS_PCM8.map((base64) => Buffer.from(base64, 'base64'));
    const random = seededRandom(7);
    const firstVersion = (answer: string) => {
      const parts: number[] = new Array(2400).fill(128);
      for (const char of answer) {
        const gain = 0.75 + random() * 0.25;
        for (const s of words[Number(char)] ?? []) parts.push(128 + (s - 128) * gain);
        parts.push(...new Array(Math.round(2800 + random() * 2000)).fill(128));
      }
      return encodeWav(
        Uint8Array.from(parts, (s) =>
          Math.max(0, Math.min(255, Math.round(s + (random() * 2 - 1) * 6))),
        ),
      );
    };
    const sample = answers(5, 1);
    expect(sample.map((answer) => solveByTemplates(firstVersion(answer), 6))).toEqual(sample);
    // And a clean word matches itself perfectly.
    const one = Float64Array.from(words[1] ?? [], (s) => (s - 128) / 128);
    expect(normalisedCrossCorrelation(one, one)[0]).toBeCloseTo(1, 6);
  });

  it('the same solver reads at most 2 of 20 challenges, and under half of the digits', () => {
    const sample = answers(20, 16);
    let solved = 0;
    let digitsRight = 0;
    sample.forEach((answer, i) => {
      const read = solveByTemplates(renderCaptchaWav(answer, seededRandom(1600 + i)), 6);
      if (read === answer) solved += 1;
      for (let d = 0; d < 6; d++) if (read[d] === answer[d]) digitsRight += 1;
    });
    expect(solved).toBeLessThanOrEqual(2);
    expect(digitsRight / (20 * 6)).toBeLessThan(0.5);
  }, 120_000);

  it('templates resampled 0.85–1.15× (the next step of an attacker) do not read them either', () => {
    const rates = [0.85, 0.9, 0.95, 1, 1.05, 1.1, 1.15];
    const sample = answers(6, 61);
    const solved = sample.filter(
      (answer, i) =>
        solveByTemplates(renderCaptchaWav(answer, seededRandom(6100 + i)), 6, rates) === answer,
    );
    expect(solved.length).toBeLessThanOrEqual(1);
  }, 120_000);

  it(`keeps every digit at least ${MIN_SPEECH_TO_NOISE_DB} dB above the noise under it`, () => {
    for (const [i, answer] of answers(50, 3).entries()) {
      const challenge = composeChallenge(answer, seededRandom(300 + i));
      expect(challenge.digits).toHaveLength(6);
      for (const { start, end } of challenge.digits) {
        const snr = db(rmsOf(challenge.speech, start, end) / rmsOf(challenge.noise, start, end));
        expect(snr).toBeGreaterThanOrEqual(MIN_SPEECH_TO_NOISE_DB);
      }
    }
  });

  it('in the WAV itself, each digit is at least 12 dB louder than the noise floor of the lead-in', () => {
    for (const [i, answer] of answers(20, 4).entries()) {
      const random = seededRandom(400 + i);
      const { digits } = composeChallenge(answer, seededRandom(400 + i));
      const samples = wavSamples(renderCaptchaWav(answer, random));
      const floor = rmsOf(samples, 0, digits[0]?.start ?? 0);
      expect(floor).toBeGreaterThan(0); // there is noise, not silence, before the first word
      for (const { start, end } of digits) {
        expect(db(rmsOf(samples, start, end) / floor)).toBeGreaterThanOrEqual(12);
      }
      // Loud, never clipped.
      const peak = Math.max(...samples.map(Math.abs));
      expect(peak).toBeGreaterThan(0.8);
      expect(peak).toBeLessThan(0.99);
    }
  });

  it('says one answer differently every time: other gaps, lengths and samples', () => {
    const a = composeChallenge('555555', seededRandom(10));
    const b = composeChallenge('555555', seededRandom(11));
    expect(a.samples.length).not.toBe(b.samples.length);
    const lengths = (c: typeof a) => c.digits.map(({ start, end }) => end - start);
    // Even one word within a challenge: six readings of 5, six different lengths.
    expect(new Set(lengths(a)).size).toBe(6);
    expect(lengths(a)).not.toEqual(lengths(b));
    expect(a.digits.map((d) => d.start)).not.toEqual(b.digits.map((d) => d.start));
  });

  it('plays the same file for one captcha (seeded by its uuid and the secret) and differs per uuid', () => {
    const uuid = '0b6f4f0e-8d4e-4c69-9a55-2f1e0c6f1a01';
    const once = renderCaptchaWav('123456', captchaAudioRandom('secret-a', uuid));
    expect(renderCaptchaWav('123456', captchaAudioRandom('secret-a', uuid)).equals(once)).toBe(
      true,
    );
    expect(renderCaptchaWav('123456', captchaAudioRandom('secret-b', uuid)).equals(once)).toBe(
      false,
    );
    expect(
      renderCaptchaWav('123456', captchaAudioRandom('secret-a', uuid.replace('01', '02'))).equals(
        once,
      ),
    ).toBe(false);
  });

  it('renders a six-digit challenge in a few milliseconds (it is on a request path)', () => {
    renderCaptchaWav('000000');
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const started = performance.now();
      renderCaptchaWav('123456');
      times.push(performance.now() - started);
    }
    times.sort((x, y) => x - y);
    // About 5 ms on a quiet core; generous, for a shared CI machine.
    expect(times[15]).toBeLessThan(50);
  });
});

describe('encodeWav', () => {
  it('pads an odd number of samples to an even chunk', () => {
    const wav = encodeWav(new Uint8Array([128, 130, 126]));
    expect(wav.length).toBe(44 + 4);
    expect(wav.readUInt32LE(40)).toBe(3);
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
  });
});
