import { PASS_CODE_LENGTH, QR_SIZE } from '@venue/contract/domain';
import { describe, expect, it } from 'vitest';
import { QR_QUIET_ZONE, qrCodePath } from './qr-code-image';

describe('qrCodePath', () => {
  it('draws a qrUuid at level H as version 5 (37 modules): 4 px each at 180 px', () => {
    const { side } = qrCodePath('3f1c2b7e-9a4d-4e2b-8c1f-5d6e7f8a9b0c', 'H');
    expect(side - 2 * QR_QUIET_ZONE).toBe(37);
    expect(QR_SIZE / side).toBe(4);
  });

  it('draws the 114-character pass code at level H in alphanumeric mode as version 8 (49 modules)', () => {
    const code = `VP1:${'0A$%*+-./: Z9'.repeat(9).slice(0, PASS_CODE_LENGTH - 4)}`;
    expect(code).toHaveLength(PASS_CODE_LENGTH);
    const { side } = qrCodePath(code, 'H', 'Alphanumeric');
    expect(side - 2 * QR_QUIET_ZONE).toBe(49);
    // Byte mode would need version 10 (57 modules): smaller modules for the same 180 px.
    expect(qrCodePath(code, 'H', 'Byte').side - 2 * QR_QUIET_ZONE).toBe(57);
    expect(QR_SIZE / side).toBeGreaterThan(3);
  });
});
