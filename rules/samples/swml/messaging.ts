/**
 * Messaging SWML (a document that answers an inbound message): reply and
 * receive. Flow methods (request, execute, transfer, switch, goto, label,
 * return) are shared with calling SWML and live in flow.ts.
 */
import { obj, str, strList, type Schema } from './types.ts';

const message: Record<string, Schema> = { to: str, from: str, status_url: str, body: str, media: strList };
/** One outgoing message: text, or text and pictures (body or media required). */
const outgoing: Schema[] = [str, obj(message, ['body']), obj(message, ['media'])];
const transform: Schema = { type: 'string', enum: ['lowercase', 'uppercase', 'trim', 'lowercase_trim', 'uppercase_trim'] };

export const MESSAGING_METHODS: Record<string, Schema> = {
  reply: {
    anyOf: [
      ...outgoing,
      // The reply chosen by the inbound message's content.
      obj(
        {
          switch: obj({ variable: str, transform, case: { type: 'object', additionalProperties: { anyOf: outgoing } }, default: { anyOf: outgoing } }, ['variable', 'case']),
        },
        ['switch'],
      ),
    ],
  },
  receive: obj({}),
};
