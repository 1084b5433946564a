import { describe, expect, it } from 'vitest';
import { AUDIO_SAMPLE_RATE, encodeWav, renderCaptchaWav } from './captcha-audio';
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

  it('is loud where the words are, and only hiss in the lead-in', () => {
    const wav = renderCaptchaWav('5', seededRandom(4));
    const samples = wav.subarray(44);
    const leadIn = samples.subarray(0, AUDIO_SAMPLE_RATE * 0.25);
    const peak = (part: Uint8Array) => Math.max(...[...part].map((s) => Math.abs(s - 128)));
    expect(peak(leadIn)).toBeLessThanOrEqual(6);
    expect(peak(samples)).toBeGreaterThan(60);
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

describe('encodeWav', () => {
  it('pads an odd number of samples to an even chunk', () => {
    const wav = encodeWav(new Uint8Array([128, 130, 126]));
    expect(wav.length).toBe(44 + 4);
    expect(wav.readUInt32LE(40)).toBe(3);
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
  });
});
