/**
 * Calling SWML, documents and money: send_fax, receive_fax, send_sms, pay.
 */
import { bool, int, obj, oneOfWords, str, strList, type Schema } from './types.ts';

const sms: Record<string, Schema> = { to_number: str, from_number: str, region: str, tags: strList, status_callback: str, body: str, media: strList };
const payPromptAction: Schema = {
  anyOf: [obj({ type: { const: 'Say' }, phrase: str }, ['type', 'phrase']), obj({ type: { const: 'Play' }, phrase: { type: 'string', pattern: '^(https?://|\\$\\{|%\\{)' } }, ['type', 'phrase'])],
};

export const FAX_SMS_PAY_METHODS: Record<string, Schema> = {
  send_fax: obj({ document: str, header_info: str, identity: str, status_url: str }, ['document']),
  receive_fax: obj({ status_url: str }),
  // A text needs a body, a picture message media; both may be given.
  send_sms: { anyOf: [obj(sms, ['to_number', 'from_number', 'body']), obj(sms, ['to_number', 'from_number', 'media'])] },
  pay: obj(
    {
      payment_connector_url: str,
      charge_amount: str,
      currency: str,
      description: str,
      input: oneOfWords('dtmf'),
      language: str,
      max_attempts: int,
      min_postal_code_length: int,
      parameters: { type: 'array', items: obj({ name: str, value: str }, ['name', 'value']) },
      payment_method: oneOfWords('credit-card'),
      postal_code: { anyOf: [{ type: 'boolean' }, str] },
      prompts: { type: 'array', items: obj({ for: str, actions: { type: 'array', minItems: 1, items: payPromptAction }, attempts: str, card_type: str, error_type: str }, ['for', 'actions']) },
      security_code: bool,
      status_url: str,
      timeout: int,
      token_type: oneOfWords('one-time', 'reusable'),
      valid_card_types: str,
      voice: str,
    },
    ['payment_connector_url'],
  ),
};
