/**
 * Calling SWML, media: play, prompt, record, record_call, stop_record_call,
 * send_digits, denoise, stop_denoise, detect_machine.
 */
import { bool, int, num, numIn, obj, oneOfWords, str, strList, VAR, type Schema } from './types.ts';

/**
 * What play and prompt can play: an audio file (http, https), speech
 * (`say:`), silence (`silence:<seconds>`), a ring tone (`ring:[<seconds>:]<country>`),
 * or a variable holding one of those.
 */
const playable: Schema = {
  anyOf: [{ type: 'string', pattern: '^(https?://.*|say: ?.*|silence: ?[0-9.]*|ring: ?([0-9.]*: ?)?[a-zA-Z]{2})$', title: 'an http(s) URL, `say:<text>`, `silence:<seconds>` or `ring:[<seconds>:]<country>`' }, VAR],
};
const playables: Schema = { type: 'array', items: playable, minItems: 1 };

/** Settings of text-to-speech shared by play and prompt. */
const speech: Record<string, Schema> = { volume: numIn(-40, 40), say_voice: str, say_language: str, say_gender: str, status_url: str };

const recording: Record<string, Schema> = {
  stereo: bool,
  format: oneOfWords('wav', 'mp3', 'mp4'),
  terminators: str,
  beep: bool,
  input_sensitivity: num,
  initial_timeout: num,
  end_silence_timeout: num,
  max_length: num,
  status_url: str,
};

export const MEDIA_METHODS: Record<string, Schema> = {
  play: {
    anyOf: [
      obj({ ...speech, auto_answer: bool, url: playable }, ['url']),
      obj({ ...speech, auto_answer: bool, urls: playables }, ['urls']),
    ],
  },
  prompt: obj(
    {
      ...speech,
      play: { anyOf: [playable, playables] },
      max_digits: int,
      terminators: str,
      digit_timeout: num,
      initial_timeout: num,
      speech_timeout: num,
      speech_end_timeout: num,
      speech_language: str,
      speech_hints: { anyOf: [strList, str] },
      speech_engine: str,
    },
    ['play'],
  ),
  record: obj({ ...recording, direction: oneOfWords('speak', 'listen', 'both') }),
  record_call: obj({ ...recording, control_id: str, direction: oneOfWords('speak', 'listen', 'both') }),
  stop_record_call: obj({ control_id: str }),
  send_digits: obj({ digits: str }, ['digits']),
  denoise: obj({}),
  stop_denoise: obj({}),
  detect_machine: obj({
    detect_message_end: bool,
    detectors: str,
    end_silence_timeout: num,
    initial_timeout: num,
    machine_ready_timeout: num,
    machine_voice_threshold: num,
    machine_words_threshold: int,
    status_url: str,
    timeout: num,
    tone: oneOfWords('CED', 'CNG'),
    wait: bool,
  }),
};

