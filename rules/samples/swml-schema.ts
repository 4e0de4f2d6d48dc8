/**
 * The SWML JSON Schema, written here from the method reference pages
 * (content/docs/swml/methods/). `SWML_METHODS` holds each method's parameter
 * schema; `SWML_BARE` the methods that may be written as a bare string step
 * (`- answer`). The samples/swml rule validates a document's shape itself and
 * each step against its method's schema, so a bad step gets one precise
 * message instead of a wall of oneOf failures. `swmlDocumentSchema()` is the
 * whole document as one schema, for editors and other tools.
 */
type Schema = Record<string, unknown>;
const str = { type: 'string' }, bool = { type: 'boolean' }, num = { type: 'number' }, int = { type: 'integer' };
const strArr = { type: 'array', items: str };
const obj = (props: Schema, required: string[] = [], extra: Schema = {}): Schema => ({ type: 'object', properties: props, required, additionalProperties: false, ...extra });
const anyObj = { type: 'object' };
const steps = { $ref: '#/$defs/steps' };
const switchShape = (varRequired: boolean): Schema => obj({ variable: str, case: { type: 'object', additionalProperties: steps }, default: steps }, varRequired ? ['variable', 'case'] : ['case']);
const condShape = { type: 'array', minItems: 1, items: { oneOf: [
  obj({ when: str, then: steps }, ['when', 'then']),
  obj({ else: steps }, ['else']),
] } };
const result = { oneOf: [switchShape(false), condShape] };
const enumS = (...v: string[]): Schema => ({ type: 'string', enum: v });
const headersArr = { type: 'array', items: obj({ name: str, value: str }, ['name', 'value']) };
const destProps = { to: str, from: str, timeout: int, headers: headersArr, codecs: str, webrtc_media: bool, session_timeout: int,
  username: str, password: str, encryption: enumS('mandatory', 'optional', 'forbidden'), call_state_url: str,
  call_state_events: { type: 'array', items: enumS('created', 'ringing', 'answered', 'ended') } };
const dest = obj(destProps, ['to']);
const sampling = { temperature: { type: 'number', minimum: 0, maximum: 2 }, top_p: { type: 'number', minimum: 0, maximum: 1 },
  presence_penalty: { type: 'number', minimum: -2, maximum: 2 }, frequency_penalty: { type: 'number', minimum: -2, maximum: 2 }, max_tokens: int };
const pomSection = { $ref: '#/$defs/pomSection' };
const textOrPom = { oneOf: [{ required: ['text'], not: { required: ['pom'] } }, { required: ['pom'], not: { required: ['text'] } }] };
const direction = { type: 'array', minItems: 1, items: enumS('local-caller', 'remote-caller') };
const liveCommon = { webhook: str, live_events: bool, ai_summary: bool, ai_summary_prompt: str, speech_engine: enumS('deepgram', 'google'),
  speech_timeout: { type: 'integer', minimum: 1500 }, vad_silence_ms: { type: 'integer', minimum: 1 }, vad_thresh: { type: 'integer', minimum: 0, maximum: 1800 },
  debug_level: { type: 'integer', minimum: 0, maximum: 2 }, direction };
const summarize = obj({ webhook: str, prompt: str });
const liveAction = (startProps: Schema, startReq: string[], extra: Record<string, Schema> = {}): Schema => ({ oneOf: [
  { const: 'stop' },
  obj({ start: obj(startProps, startReq) }, ['start']),
  obj({ stop: anyObj }, ['stop']),
  obj({ summarize }, ['summarize']),
  ...Object.entries(extra).map(([k, v]) => obj({ [k]: v }, [k])),
] });
const params = {
  end_of_speech_timeout: int, first_word_timeout: int, energy_level: { type: 'number', minimum: 0, maximum: 100 }, speech_timeout: int,
  digit_timeout: int, digit_terminators: str, barge_match_string: str, barge_min_words: int, transparent_barge: bool,
  acknowledge_interruptions: bool, interrupt_prompt: str, wait_for_user: bool, attention_timeout: { type: 'integer', minimum: 0 },
  attention_timeout_prompt: str, inactivity_timeout: { type: 'integer', minimum: 0 }, hard_stop_time: str, hard_stop_prompt: str,
  ai_volume: { type: 'integer', minimum: -50, maximum: 50 }, background_file: str, background_file_loops: int,
  background_file_volume: { type: 'integer', minimum: -50, maximum: 50 }, hold_music: str, static_greeting: str, static_greeting_no_barge: bool,
  tts_number_format: enumS('international', 'national'), languages_enabled: bool, ai_model: str, conscience: str, local_tz: str,
  direction: enumS('inbound', 'outbound'), save_conversation: bool, conversation_id: str, vision_enabled: bool,
  video_talking_file: str, video_listening_file: str, video_idle_file: str, swaig_allow_swml: bool, swaig_allow_settings: bool,
  swaig_set_global_data: bool, swaig_post_conversation: bool, debug_webhook_url: str, debug_webhook_level: { type: 'integer', minimum: 0, maximum: 2 },
  verbose_logs: bool, audible_debug: bool, transfer_summary: bool,
};
const swaigOutput = obj({ response: str, action: { type: 'array' } }, ['response']);
const swaigFunction = { ...obj({ function: str, description: str, purpose: str, parameters: anyObj, argument: anyObj, web_hook_url: str,
  data_map: obj({ expressions: { type: 'array', items: obj({ string: str, pattern: str, output: swaigOutput }, ['string', 'pattern', 'output']) },
    webhooks: { type: 'array', items: obj({ url: str, method: enumS('GET', 'POST', 'PUT', 'PATCH', 'DELETE'), headers: anyObj, params: anyObj, expressions: { type: 'array' }, output: swaigOutput }, ['url']) },
    output: swaigOutput }),
  meta_data: anyObj, meta_data_token: str, fillers: { type: 'object', additionalProperties: strArr }, skip_fillers: bool, wait_file: str,
  wait_file_loops: int, wait_for_fillers: bool, active: bool }, ['function']), anyOf: [{ required: ['description'] }, { required: ['purpose'] }] };
export const SWML_METHODS: Record<string, Schema> = {
  ai: { ...obj({ prompt: { ...obj({ text: str, pom: { type: 'array', items: pomSection }, confidence: { type: 'number', minimum: 0, maximum: 1 }, barge_confidence: { type: 'number', minimum: 0, maximum: 1 }, contexts: { type: 'object', required: ['default'], additionalProperties: obj({ steps: { type: 'array', minItems: 1, items: { ...obj({ name: str, text: str, pom: { type: 'array', items: pomSection }, step_criteria: str, functions: strArr, valid_steps: strArr, valid_contexts: strArr, end: bool }, ['name']), ...textOrPom } } }, ['steps']) }, ...sampling }), ...textOrPom },
    post_prompt: { ...obj({ text: str, pom: { type: 'array', items: pomSection }, ...sampling }), ...textOrPom },
    post_prompt_url: str, params: obj(params), global_data: anyObj,
    SWAIG: obj({ functions: { type: 'array', items: swaigFunction }, defaults: obj({ web_hook_url: str }),
      native_functions: { type: 'array', items: enumS('check_time', 'wait_for_user', 'wait_seconds', 'adjust_response_latency') },
      includes: { type: 'array', items: obj({ url: str, functions: strArr, meta_data: anyObj }, ['url', 'functions']) } }),
    languages: { type: 'array', items: obj({ name: str, code: str, voice: str, model: str, speech_fillers: strArr, function_fillers: strArr, fillers: strArr }, ['name', 'code', 'voice']) },
    hints: { type: 'array', items: { oneOf: [str, { ...obj({ hint: str, pattern: str, replace: str, ignore_case: bool }, ['hint']), dependentRequired: { pattern: ['replace'], replace: ['pattern'] } }] } },
    pronounce: { type: 'array', items: obj({ replace: str, with: str, ignore_case: bool }, ['replace', 'with']) },
  }, ['prompt']) },
  answer: obj({ max_duration: int, codecs: str }),
  cond: condShape,
  connect: { ...obj({ ...destProps, to: str, serial: { type: 'array', items: dest, minItems: 1 }, parallel: { type: 'array', items: dest, minItems: 1 },
    serial_parallel: { type: 'array', minItems: 1, items: { type: 'array', items: dest, minItems: 1 } }, max_duration: int, answer_on_bridge: bool,
    ringback: strArr, confirm: { oneOf: [str, steps] }, confirm_timeout: int, result }),
    oneOf: ['to', 'serial', 'parallel', 'serial_parallel'].map((k) => ({ required: [k] })) },
  denoise: obj({}),
  detect_machine: obj({ detectors: str, wait: bool, status_url: str, timeout: num, initial_timeout: num, end_silence_timeout: num, machine_ready_timeout: num,
    machine_voice_threshold: num, machine_words_threshold: int, detect_message_end: bool, tone: enumS('CED', 'CNG') }),
  execute: obj({ dest: str, params: anyObj, meta: anyObj, on_return: steps, result }, ['dest']),
  goto: obj({ label: str, when: str, max: { type: 'integer', minimum: 1, maximum: 100 } }, ['label']),
  hangup: obj({ reason: enumS('hangup', 'busy', 'decline') }),
  join_room: obj({ name: str }, ['name']),
  label: str,
  live_transcribe: obj({ action: liveAction({ ...liveCommon, lang: str }, ['lang', 'direction']) }, ['action']),
  live_translate: obj({ action: liveAction({ ...liveCommon, from_lang: str, to_lang: str, from_voice: str, to_voice: str, filter_from: str, filter_to: str }, ['from_lang', 'to_lang', 'direction'],
    { inject: obj({ message: str, direction: enumS('local-caller', 'remote-caller') }, ['message', 'direction']) }) }, ['action']),
  pay: obj({ payment_connector_url: str, charge_amount: str, currency: str, description: str, payment_method: enumS('credit-card'), input: enumS('dtmf'),
    token_type: enumS('reusable', 'one-time'), valid_card_types: str, security_code: bool, postal_code: { type: ['boolean', 'string'] },
    min_postal_code_length: int, max_attempts: int, timeout: int, language: str, voice: str, status_url: str,
    parameters: headersArr,
    prompts: { type: 'array', items: obj({ for: enumS('payment-card-number', 'expiration-date', 'security-code', 'postal-code', 'payment-processing', 'payment-completed', 'payment-failed', 'payment-cancelled'),
      actions: { type: 'array', minItems: 1, items: obj({ type: enumS('Say', 'Play'), phrase: str }, ['type', 'phrase']) }, attempts: str, card_type: str, error_type: str }, ['for', 'actions']) } }, ['payment_connector_url']),
  play: { ...obj({ url: str, urls: { type: 'array', items: str, minItems: 1 }, volume: { type: 'number', minimum: -40, maximum: 40 }, say_voice: str, say_language: str, say_gender: enumS('male', 'female'), auto_answer: bool }),
    oneOf: [{ required: ['url'] }, { required: ['urls'] }] },
  prompt: obj({ play: { oneOf: [str, { type: 'array', items: str, minItems: 1 }] }, volume: { type: 'number', minimum: -40, maximum: 40 }, say_voice: str, say_language: str,
    say_gender: enumS('male', 'female'), max_digits: int, terminators: str, digit_timeout: num, initial_timeout: num, speech_timeout: num, speech_end_timeout: num,
    speech_language: str, speech_hints: strArr }, ['play']),
  receive_fax: obj({ status_url: str }),
  record: obj({ format: enumS('wav', 'mp3'), stereo: bool, direction: enumS('speak', 'listen', 'both'), beep: bool, terminators: str, initial_timeout: num,
    end_silence_timeout: num, max_length: num, input_sensitivity: num, status_url: str }),
  record_call: obj({ control_id: str, format: enumS('wav', 'mp3', 'mp4'), stereo: bool, direction: enumS('speak', 'listen', 'both'), beep: bool, terminators: str,
    initial_timeout: num, end_silence_timeout: num, max_length: num, input_sensitivity: num, status_url: str }),
  request: obj({ url: str, method: enumS('GET', 'POST', 'PUT', 'PATCH', 'DELETE'), headers: { type: 'object', additionalProperties: str }, body: { type: ['string', 'object'] },
    connect_timeout: num, timeout: num, save_variables: bool }, ['url', 'method']),
  return: {},
  send_digits: obj({ digits: { type: 'string', pattern: '^[0-9*#A-DwW]+$' } }, ['digits']),
  send_fax: obj({ document: str, header_info: str, identity: str, status_url: str }, ['document']),
  send_sms: { ...obj({ to_number: str, from_number: str, body: str, media: strArr, region: str, tags: strArr }, ['to_number', 'from_number']), anyOf: [{ required: ['body'] }, { required: ['media'] }] },
  set: { type: 'object' },
  sip_refer: obj({ to_uri: str, status_url: str, username: str, password: str }, ['to_uri']),
  sleep: { oneOf: [{ type: 'integer', minimum: 0 }, obj({ duration: { type: 'integer', minimum: 0 } }, ['duration'])] },
  stop_denoise: obj({}),
  stop_record_call: obj({ control_id: str }),
  stop_tap: obj({ control_id: str }),
  switch: switchShape(true),
  tap: obj({ uri: str, control_id: str, direction: enumS('speak', 'hear', 'both'), codec: enumS('PCMU', 'PCMA'), rtp_ptime: int, status_url: str }, ['uri']),
  transfer: obj({ dest: str, params: anyObj, meta: anyObj }, ['dest']),
  unset: { oneOf: [str, strArr] },
};

export const SWML_BARE: readonly string[] = ['answer', 'hangup', 'denoise', 'stop_denoise', 'record', 'record_call', 'stop_record_call', 'stop_tap', 'receive_fax', 'detect_machine', 'return'];

/** Definitions every method schema may refer to. */
export const SWML_DEFS: Schema = {
  steps: { type: 'array', items: { $ref: '#/$defs/step' } },
  // Nested steps are checked one by one by the rule; here only their outline.
  step: { anyOf: [{ type: 'string' }, { type: 'object', minProperties: 1, maxProperties: 1 }] },
  pomSection: { ...obj({ title: str, body: str, bullets: strArr, numbered: bool, subsections: { type: 'array', items: { $ref: '#/$defs/pomSection' } } }), anyOf: [{ required: ['title'] }, { required: ['body'] }] },
};

/** The whole document as one JSON Schema (draft 2020-12). */
export function swmlDocumentSchema(): Schema {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://example.com/schemas/swml.json',
    title: 'SWML document',
    type: 'object',
    required: ['version', 'sections'],
    properties: { version: { type: 'string', pattern: '^1\\.0\\.0$' }, sections: { type: 'object', required: ['main'], additionalProperties: steps } },
    additionalProperties: false,
    $defs: {
      ...SWML_DEFS,
      step: {
        oneOf: [
          { type: 'string', enum: SWML_BARE },
          ...Object.entries(SWML_METHODS).map(([k, v]) => ({ type: 'object', required: [k], additionalProperties: false, properties: { [k]: v } })),
        ],
      },
    },
  };
}
