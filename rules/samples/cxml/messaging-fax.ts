/**
 * cXML for messages and faxes: `<Message>` with `<Body>` and `<Media>`
 * (and `<Redirect>`, shared with calls); `<Receive>` and `<Reject>` for faxes.
 */
import type { ElementSpec } from './types.ts';
import { words } from './types.ts';

export const MESSAGING_FAX_ELEMENTS: Readonly<Record<string, ElementSpec>> = {
  Message: { children: ['Body', 'Media'], attributes: { to: 'text', from: 'text', action: 'url', method: 'method', statusCallback: 'url' } },
  Body: { children: [], attributes: {} },
  Media: { children: [], attributes: {} },
  Receive: { children: [], attributes: { action: 'url', method: 'method', mediaType: words('application/pdf', 'image/tiff'), pageSize: words('letter', 'legal', 'a4') } },
};
