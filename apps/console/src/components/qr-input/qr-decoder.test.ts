import { describe, expect, it, vi } from 'vitest';
import { type BarcodeDetectorClass, createQrDecoder, type DecoderEnvironment } from './qr-decoder';

const video = { videoWidth: 1280, videoHeight: 720 } as HTMLVideoElement;

function fakeDetector(formats: string[], rawValue = 'from-detector') {
  const detect = vi.fn(async () => [{ rawValue }]);
  const Detector = vi.fn(function (this: { detect: typeof detect }) {
    this.detect = detect;
  }) as unknown as BarcodeDetectorClass;
  Detector.getSupportedFormats = async () => formats;
  return { Detector, detect };
}

function fakeCanvas() {
  const context = {
    drawImage: vi.fn(),
    getImageData: vi.fn((_x: number, _y: number, w: number, h: number) => ({
      data: new Uint8ClampedArray(w * h * 4),
      width: w,
      height: h,
    })),
  };
  const canvas = { width: 0, height: 0, getContext: () => context };
  return { canvas: canvas as unknown as HTMLCanvasElement, context };
}

function environment(overrides: Partial<DecoderEnvironment>): DecoderEnvironment {
  const { canvas } = fakeCanvas();
  return {
    BarcodeDetector: undefined,
    loadJsQr: vi.fn(async () => () => ({ data: 'from-jsqr' })),
    createCanvas: () => canvas,
    ...overrides,
  };
}

describe('choosing the QR decoder', () => {
  it("uses the browser's BarcodeDetector when it reads QR codes, without loading jsqr", async () => {
    const { Detector, detect } = fakeDetector(['ean_13', 'qr_code']);
    const env = environment({ BarcodeDetector: Detector });
    const decoder = await createQrDecoder(env);
    expect(decoder.kind).toBe('barcode-detector');
    expect(Detector).toHaveBeenCalledWith({ formats: ['qr_code'] });
    expect(await decoder.decode(video)).toBe('from-detector');
    expect(detect).toHaveBeenCalledWith(video);
    expect(env.loadJsQr).not.toHaveBeenCalled();
  });

  it('loads jsqr when the browser has no BarcodeDetector', async () => {
    const env = environment({});
    const decoder = await createQrDecoder(env);
    expect(decoder.kind).toBe('jsqr');
    expect(env.loadJsQr).toHaveBeenCalledTimes(1);
    expect(await decoder.decode(video)).toBe('from-jsqr');
  });

  it('loads jsqr when the BarcodeDetector cannot read QR codes', async () => {
    const { Detector } = fakeDetector(['ean_13']);
    const env = environment({ BarcodeDetector: Detector });
    expect((await createQrDecoder(env)).kind).toBe('jsqr');
  });

  it('gives jsqr a frame scaled down to 640 px wide, and nothing before the video has a size', async () => {
    const { canvas, context } = fakeCanvas();
    const jsQr = vi.fn(() => null);
    const decoder = await createQrDecoder(
      environment({ createCanvas: () => canvas, loadJsQr: async () => jsQr }),
    );
    expect(await decoder.decode({ videoWidth: 0, videoHeight: 0 } as HTMLVideoElement)).toBeNull();
    expect(jsQr).not.toHaveBeenCalled();
    expect(await decoder.decode(video)).toBeNull();
    expect(context.drawImage).toHaveBeenCalledWith(video, 0, 0, 640, 360);
    expect(jsQr).toHaveBeenCalledWith(expect.any(Uint8ClampedArray), 640, 360, {
      inversionAttempts: 'dontInvert',
    });
  });
});
