/**
 * The cXML vocabulary: which verbs and nouns exist and where each may appear
 * (content/docs/compatibility-api/cxml/ documents each one). An element not
 * listed as a key takes only text.
 */
export const CXML_CHILDREN: Readonly<Record<string, readonly string[]>> = {
  Response: ['Say', 'Play', 'Gather', 'Dial', 'Record', 'Hangup', 'Redirect', 'Reject', 'Pause', 'Enqueue', 'Leave', 'Refer', 'Connect', 'Start', 'Stop', 'Echo', 'Denoise', 'Pay', 'Prompt', 'Sms', 'Message', 'Receive'],
  Gather: ['Say', 'Play', 'Pause'],
  Dial: ['Number', 'Sip', 'Conference', 'Queue', 'Verto', 'Room'],
  Connect: ['Stream', 'VirtualAgent', 'Room'],
  Start: ['Stream', 'Denoise'],
  Stop: ['Stream', 'Denoise'],
  Refer: ['Sip'],
  Message: ['Body', 'Media'],
  Pay: ['Prompt', 'Parameter'],
  Prompt: ['Say', 'Play', 'Pause'],
  Stream: ['Parameter'],
  VirtualAgent: ['Parameter'],
  Say: [],
  Play: [],
};

/** Every element name cXML knows. */
export const CXML_ELEMENTS: ReadonlySet<string> = new Set([...Object.keys(CXML_CHILDREN), ...Object.values(CXML_CHILDREN).flat(), 'Body', 'Media', 'Number', 'Sip', 'Conference', 'Queue', 'Verto', 'Room', 'Parameter']);

/** Nouns that each dial one party; a `<Dial>` rings at most this many at once. */
export const DIAL_NOUNS: ReadonlySet<string> = new Set(['Number', 'Sip', 'Verto']);
export const DIAL_LIMIT = 10;
