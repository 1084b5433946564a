import type { RegisterPassDeviceBody } from '@venue/contract';
import { registerPassDevice as registerPassDeviceEndpoint } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/**
 * POST /api/qr/device (decision 070): binds today's pass to this phone's public keys, within 10
 * minutes of the SMS verification. Never alerted by the client: the page says what to do itself
 * (409 QR_DEVICE_VERIFY_AGAIN: verify again; 409 QR_NOT_ISSUED: no pass, back to /qr).
 */
export function registerPassDevice(body: RegisterPassDeviceBody) {
  return api.call(registerPassDeviceEndpoint, body, { alert: false });
}
