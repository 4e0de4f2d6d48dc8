/** Where identifiers may wrap on the site: between words, never inside one. */
import { describe, expect, it } from 'vitest';
import { breakPieces } from '../../site/components/Breakable.tsx';

describe('breakPieces', () => {
  it('breaks camelCase, snake_case, dotted and slashed names between their words', () => {
    expect(breakPieces('StatusCallbackEvent')).toEqual(['Status', 'Callback', 'Event']);
    expect(breakPieces('status_callback_url')).toEqual(['status_', 'callback_', 'url']);
    expect(breakPieces('client.voice.dialPhone')).toEqual(['client.', 'voice.', 'dial', 'Phone']);
    expect(breakPieces('/api/calling/calls/{id}')).toEqual(['/', 'api/', 'calling/', 'calls/', '{id}']);
  });

  it('leaves short names and single words whole', () => {
    expect(breakPieces('callSid')).toEqual(['callSid']);
    expect(breakPieces('supercalifragilistic')).toEqual(['supercalifragilistic']);
    expect(breakPieces('HTTPS_PROXY_URL')).toEqual(['HTTPS_', 'PROXY_', 'URL']);
  });
});
