/**
 * Calling SWML, media streams and live speech: tap, stop_tap, stream,
 * stop_stream, live_transcribe, live_translate, transcribe, transcribe_stop.
 */
import { bool, freeObject, httpMethod, int, obj, oneOfWords, orVar, str, type Schema } from './types.ts';

const direction: Schema = { type: 'array', minItems: 1, items: { type: 'string', enum: ['local-caller', 'remote-caller'] } };
/** Settings shared by starting a live transcription and a live translation. */
const live: Record<string, Schema> = {
  webhook: str,
  live_events: bool,
  ai_summary: bool,
  ai_summary_prompt: str,
  speech_timeout: int,
  vad_silence_ms: int,
  vad_thresh: int,
  debug_level: int,
  direction,
  speech_engine: oneOfWords('deepgram', 'google'),
};
const summarize: Schema = { anyOf: [{ const: 'summarize' }, obj({ summarize: obj({ webhook: str, prompt: str }) }, ['summarize'])] };
/** A preset translation filter, or a custom one written as `prompt:...`. */
const filter: Schema = { anyOf: [{ type: 'string', enum: ['polite', 'rude', 'professional', 'shakespeare', 'gen-z'] }, { type: 'string', pattern: '^prompt:.+$' }] };

export const STREAM_METHODS: Record<string, Schema> = {
  tap: obj({ uri: str, control_id: str, direction: oneOfWords('speak', 'listen', 'both'), codec: oneOfWords('PCMU', 'PCMA'), rtp_ptime: orVar({ type: 'integer' }), status_url: str }, ['uri']),
  stop_tap: obj({ control_id: str }),
  stream: obj(
    {
      url: str,
      control_id: str,
      name: str,
      track: oneOfWords('inbound_track', 'outbound_track', 'both_tracks'),
      codec: str,
      status_url: str,
      status_url_method: httpMethod('GET', 'POST'),
      authorization_bearer_token: str,
      custom_parameters: freeObject,
    },
    ['url'],
  ),
  stop_stream: obj({ control_id: str }),
  live_transcribe: obj(
    { action: { anyOf: [{ const: 'stop' }, obj({ start: obj({ ...live, lang: str }, ['lang', 'direction']) }, ['start']), summarize] } },
    ['action'],
  ),
  live_translate: obj(
    {
      action: {
        anyOf: [
          { const: 'stop' },
          obj({ start: obj({ ...live, from_lang: str, to_lang: str, from_voice: str, to_voice: str, filter_from: filter, filter_to: filter }, ['from_lang', 'to_lang', 'direction']) }, ['start']),
          summarize,
          obj({ inject: obj({ message: str, direction: { type: 'string', enum: ['local-caller', 'remote-caller'] } }, ['message', 'direction']) }, ['inject']),
        ],
      },
    },
    ['action'],
  ),
  transcribe: obj({ status_url: str }),
  transcribe_stop: obj({}),
};
