/**
 * Reading QR codes from camera frames (decision 017): the browser's own `BarcodeDetector` where it
 * has one that reads QR codes (Chrome on Android, Safari 17+), else the small `jsqr` library on a
 * canvas copy of the frame. jsqr is loaded only when it is needed, so browsers with a detector
 * never download it. The environment is a parameter, so tests choose which browser they are.
 */

export type DecodedFrame = string | null;

export type QrDecoder = {
  kind: 'barcode-detector' | 'jsqr';
  /** The text of a QR code visible in the video's current frame, or null. */
  decode: (video: HTMLVideoElement) => Promise<DecodedFrame>;
};

type DetectedBarcode = { rawValue: string };
type BarcodeDetectorInstance = {
  detect: (source: HTMLVideoElement | HTMLCanvasElement) => Promise<DetectedBarcode[]>;
};
export type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats?: () => Promise<string[]>;
};
type JsQr = (
  data: Uint8ClampedArray,
  width: number,
  height: number,
  options?: { inversionAttempts?: 'dontInvert' | 'onlyInvert' | 'attemptBoth' | 'invertFirst' },
) => { data: string } | null;

export type DecoderEnvironment = {
  BarcodeDetector: BarcodeDetectorClass | undefined;
  loadJsQr: () => Promise<JsQr>;
  createCanvas: () => HTMLCanvasElement;
};

export function browserDecoderEnvironment(): DecoderEnvironment {
  return {
    BarcodeDetector: (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector,
    loadJsQr: () => import('jsqr').then((module) => module.default),
    createCanvas: () => document.createElement('canvas'),
  };
}

/** jsqr's work grows with the pixels; a QR held up to the phone is still plenty at this width. */
const JSQR_MAX_WIDTH = 640;

export async function createQrDecoder(environment: DecoderEnvironment): Promise<QrDecoder> {
  const detector = await qrBarcodeDetector(environment.BarcodeDetector);
  if (detector) {
    return {
      kind: 'barcode-detector',
      decode: async (video) => {
        const found = await detector.detect(video);
        return found[0]?.rawValue ?? null;
      },
    };
  }
  const jsQr = await environment.loadJsQr();
  const canvas = environment.createCanvas();
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    kind: 'jsqr',
    decode: async (video) => {
      if (!context || video.videoWidth === 0 || video.videoHeight === 0) return null;
      const scale = Math.min(1, JSQR_MAX_WIDTH / video.videoWidth);
      const width = Math.round(video.videoWidth * scale);
      const height = Math.round(video.videoHeight * scale);
      if (canvas.width !== width) canvas.width = width;
      if (canvas.height !== height) canvas.height = height;
      context.drawImage(video, 0, 0, width, height);
      const image = context.getImageData(0, 0, width, height);
      // A phone screen shows the QR dark on light: one pass is enough, and twice as fast.
      return jsQr(image.data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
    },
  };
}

/** A detector for QR codes, or null when the browser has none or its detector cannot read QR. */
async function qrBarcodeDetector(
  Detector: BarcodeDetectorClass | undefined,
): Promise<BarcodeDetectorInstance | null> {
  if (!Detector) return null;
  try {
    if (Detector.getSupportedFormats) {
      const formats = await Detector.getSupportedFormats();
      if (!formats.includes('qr_code')) return null;
    }
    return new Detector({ formats: ['qr_code'] });
  } catch {
    return null;
  }
}
