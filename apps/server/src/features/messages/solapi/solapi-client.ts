/**
 * The messaging provider, SOLAPI, over its REST API (decision 059). The official SDK (`solapi`
 * on npm) hard-codes its host, so this client keeps the SDK's types and request shapes but sends
 * through a base URL of ours: SOLAPI's in production, the sandbox's on this server in sandbox
 * mode (features/system/sandbox-solapi), so this code runs end to end in every test.
 *
 * A 알림톡 (type ATA) is sent with SMS fallback on (SOLAPI's default): when KakaoTalk cannot
 * deliver it, SOLAPI sends the same text by SMS, or LMS past 90 bytes, and the delivery report
 * says which. `customFields.messageKey` carries our key, and `allowDuplicates: false` asks the
 * provider to refuse a repeat of it.
 */
import type { DetailGroupMessageResponse, RequestSendOneMessageSchema } from 'solapi';
import { SMS_MAX_BYTES, smsBytes } from './sms-bytes';
import { authorizationHeader, type SolapiKeys } from './solapi-auth';

export interface SolapiConfig extends SolapiKeys {
  /** https://api.solapi.com, or the sandbox's /sandbox/solapi */
  baseUrl: string;
  /** the KakaoTalk channel's profile id (pfId) */
  pfId: string;
  /** the registered sender number for the SMS fallback */
  sender: string;
}

/** What the outbox hands the provider: one message to one phone. */
export interface OutgoingMessage {
  messageKey: string;
  kind: string;
  phoneNumber: string;
  /** the 알림톡 template; null: send the text by SMS, or LMS past 90 bytes */
  templateCode: string | null;
  text: string;
  buttons: readonly { name: string; url: string }[];
}

/** The provider did not answer, or answered 5xx or 429: the job tries again later. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

/** The provider refused the message itself (4xx, a failed message): trying again cannot help. */
export class ProviderRefusedError extends Error {
  override name = 'ProviderRefusedError';
}

export interface MessageProvider {
  send(message: OutgoingMessage): Promise<{ providerMessageId: string }>;
}

export const SOLAPI_TIMEOUT_MS = 10_000;

/** The request body of `POST /messages/v4/send-many/detail`. */
export interface SendManyDetailBody {
  messages: RequestSendOneMessageSchema[];
  allowDuplicates: boolean;
  showMessageList: boolean;
}

export function sendManyDetailBody(
  config: SolapiConfig,
  message: OutgoingMessage,
): SendManyDetailBody {
  const common = {
    to: message.phoneNumber,
    from: config.sender,
    text: message.text,
    customFields: { messageKey: message.messageKey, kind: message.kind },
  };
  const sent: RequestSendOneMessageSchema =
    message.templateCode === null
      ? { ...common, type: smsBytes(message.text) <= SMS_MAX_BYTES ? 'SMS' : 'LMS' }
      : {
          ...common,
          type: 'ATA',
          kakaoOptions: {
            pfId: config.pfId,
            templateId: message.templateCode,
            disableSms: false,
            buttons: message.buttons.map((button) => ({
              buttonName: button.name,
              buttonType: 'WL' as const,
              linkMo: button.url,
              linkPc: button.url,
            })),
          },
        };
  return { messages: [sent], allowDuplicates: false, showMessageList: true };
}

export function createSolapiClient(
  config: SolapiConfig,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): MessageProvider {
  const doFetch = options.fetch ?? fetch;
  const url = `${config.baseUrl.replace(/\/+$/, '')}/messages/v4/send-many/detail`;
  return {
    async send(message) {
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: {
            authorization: authorizationHeader(config),
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(sendManyDetailBody(config, message)),
          signal: AbortSignal.timeout(options.timeoutMs ?? SOLAPI_TIMEOUT_MS),
          redirect: 'error',
        });
      } catch (error) {
        throw new ProviderUnavailableError(`no answer: ${(error as Error).name}`);
      }
      if (response.status >= 500 || response.status === 429) {
        throw new ProviderUnavailableError(`HTTP ${response.status}`);
      }
      if (!response.ok) throw new ProviderRefusedError(`HTTP ${response.status}`);
      const answer = (await response.json()) as DetailGroupMessageResponse;
      const accepted = answer.messageList?.[0];
      if (!accepted) {
        const failed = answer.failedMessageList[0];
        throw new ProviderRefusedError(
          failed ? `${failed.statusCode} ${failed.statusMessage}` : 'no message accepted',
        );
      }
      return { providerMessageId: accepted.messageId };
    },
  };
}
