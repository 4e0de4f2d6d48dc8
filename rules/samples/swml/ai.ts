/**
 * Calling SWML, AI agents: ai (prompt, post_prompt, params, SWAIG functions,
 * languages, hints, pronunciations), ai_sidecar and amazon_bedrock.
 * Deep writer-defined structures (function parameter schemas, data_map
 * actions) are checked for their outline only.
 */
import { bool, freeObject, httpMethod, int, intIn, num, numIn, obj, oneOfWords, pom, sampling, str, strList, strOrList, textOrPom, VAR, type Schema } from './types.ts';

/** Fillers by language code (`default`, `en-US`, ...): lists of phrases. */
const fillersByLanguage: Schema = { type: 'object', additionalProperties: strList };
const fillers: Schema = { anyOf: [strList, fillersByLanguage] };
const anyOf = (...schemas: Schema[]): Schema => ({ anyOf: schemas });
const ms = (minimum: number, maximum?: number) => intIn(minimum, maximum);

/** Every key of `ai.params`, with its type and range. */
const aiParams: Record<string, Schema> = {
  acknowledge_interruptions: bool,
  ai_model: str,
  ai_name: str,
  ai_volume: intIn(-50, 50),
  app_name: str,
  asr_smart_format: bool,
  attention_timeout: anyOf({ type: 'integer', minimum: 10000, maximum: 600000 }, { const: 0 }, VAR),
  attention_timeout_prompt: str,
  asr_diarize: bool,
  asr_speaker_affinity: bool,
  audible_debug: bool,
  audible_latency: bool,
  background_file: str,
  background_file_loops: anyOf({ type: 'integer' }, { type: 'null' }, VAR),
  background_file_volume: intIn(-50, 50),
  enable_barge: anyOf(str, { type: 'boolean' }),
  enable_inner_dialog: bool,
  enable_pause: bool,
  enable_turn_detection: bool,
  barge_match_string: str,
  barge_min_words: intIn(1, 99),
  barge_functions: bool,
  cache_mode: bool,
  conscience: str,
  convo: { type: 'array', items: obj({ role: str, content: str, lang: str }, ['role', 'content']) },
  conversation_id: str,
  conversation_sliding_window: int,
  debug_webhook_level: intIn(0, 2),
  debug_webhook_url: str,
  debug: anyOf({ type: 'boolean' }, { type: 'integer' }, VAR),
  direction: oneOfWords('inbound', 'outbound'),
  digit_terminators: str,
  digit_timeout: ms(0, 30000),
  end_of_speech_timeout: ms(250, 10000),
  enable_accounting: bool,
  enable_thinking: bool,
  enable_text_normalization: oneOfWords('heard', 'spoken', 'both', 'true', 'on', 'false', 'off', 'none'),
  auto_correct: bool,
  redact_prompt: str,
  enable_vision: bool,
  energy_level: numIn(0, 100),
  first_word_timeout: ms(0, 10000),
  function_wait_for_talking: bool,
  functions_on_no_response: bool,
  hard_stop_prompt: str,
  hard_stop_time: str,
  hold_music: str,
  hold_on_process: bool,
  inactivity_timeout: ms(10000, 3600000),
  inner_dialog_model: str,
  inner_dialog_prompt: str,
  inner_dialog_synced: bool,
  initial_sleep_ms: ms(0, 300000),
  input_poll_freq: ms(1000, 10000),
  interrupt_on_noise: bool,
  interrupt_prompt: str,
  languages_enabled: bool,
  local_tz: str,
  llm_diarize_aware: bool,
  max_emotion: intIn(1, 30),
  max_response_tokens: intIn(1, 16384),
  openai_asr_engine: str,
  outbound_attention_timeout: ms(10000, 600000),
  persist_global_data: bool,
  pom_format: oneOfWords('markdown', 'xml'),
  save_conversation: bool,
  speech_event_timeout: ms(0, 10000),
  speech_gen_quick_stops: intIn(0, 10),
  speech_timeout: ms(0, 600000),
  speak_when_spoken_to: bool,
  start_paused: bool,
  static_greeting: str,
  static_greeting_no_barge: bool,
  summary_mode: oneOfWords('string', 'original'),
  swaig_allow_settings: bool,
  swaig_allow_swml: bool,
  swaig_post_conversation: bool,
  swaig_set_global_data: bool,
  swaig_post_swml_vars: anyOf({ type: 'boolean' }, strList, VAR),
  thinking_model: str,
  utility_model: str,
  transparent_barge: bool,
  transparent_barge_max_time: ms(0, 60000),
  transfer_summary: bool,
  turn_detection_timeout: ms(0, 10000),
  turn_filler_sources: str,
  turn_filler_every_n: intIn(1),
  turn_filler_min_ms: intIn(0),
  tts_number_format: oneOfWords('international', 'national'),
  verbose_logs: bool,
  video_listening_file: str,
  video_idle_file: str,
  video_talking_file: str,
  vision_model: str,
  vad_config: str,
  wait_for_user: bool,
  wake_prefix: str,
  eleven_labs_stability: numIn(0, 1),
  eleven_labs_similarity: numIn(0, 1),
};

/** A step of a prompt context: its instructions as text or POM. */
const contextStep = textOrPom(
  { name: { type: 'string', pattern: '^(?!next$)' }, step_criteria: str, functions: strList, valid_contexts: strList, valid_steps: strList, skip_user_turn: bool, end: { type: 'boolean' } },
  ['name'],
);
const context: Schema = obj({ steps: { type: 'array', items: contextStep }, isolated: { type: 'boolean' }, enter_fillers: fillersByLanguage, exit_fillers: fillersByLanguage, text: str, pom }, ['steps']);
const contexts: Schema = { type: 'object', required: ['default'], additionalProperties: context };

/** A JSON Schema of a function's arguments: written by the writer, checked for its outline. */
const argumentSchema: Schema = { type: 'object', required: ['type', 'properties'], properties: { type: { const: 'object' }, properties: freeObject, required: strList } };
const output: Schema = obj({ response: anyOf(str, freeObject), action: anyOf(freeObject, { type: 'array' }), post_process: { type: 'boolean' } });
const expression: Schema = obj({ string: str, pattern: str, output }, ['string', 'pattern', 'output']);
const dataMap: Schema = obj({
  output,
  expressions: { type: 'array', items: expression },
  webhooks: {
    type: 'array',
    items: obj(
      {
        url: str,
        method: httpMethod('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
        headers: freeObject,
        params: freeObject,
        input_args_as_params: bool,
        require_args: strOrList,
        error_keys: strOrList,
        foreach: obj({ input_key: str, output_key: str, max: int, append: str }, ['input_key', 'output_key', 'append']),
        expressions: { type: 'array', items: expression },
        output,
      },
      ['url'],
    ),
  },
});
const swaigFunction: Schema = obj(
  {
    function: str,
    description: str,
    purpose: str,
    parameters: argumentSchema,
    argument: argumentSchema,
    fillers: fillersByLanguage,
    active: bool,
    meta_data: freeObject,
    meta_data_token: str,
    data_map: dataMap,
    skip_fillers: bool,
    web_hook_url: str,
    wait_file: str,
    wait_file_loops: anyOf({ type: 'integer' }, str),
    wait_for_fillers: bool,
  },
  ['function', 'description'],
);
const mcpServer: Schema = obj({ url: str, headers: freeObject, resources: bool, resource_vars: freeObject }, ['url']);
const swaig: Schema = obj({
  defaults: obj({ web_hook_url: str }),
  mcp_servers: { type: 'array', items: mcpServer },
  native_functions: { type: 'array', items: { type: 'string', enum: ['check_time', 'wait_seconds', 'wait_for_user', 'adjust_response_latency'] } },
  includes: { type: 'array', items: obj({ url: str, functions: strList, meta_data: freeObject }, ['url', 'functions']) },
  functions: { type: 'array', items: swaigFunction },
  internal_fillers: { type: 'object', additionalProperties: fillersByLanguage },
});

const voiceParams: Schema = obj({
  stability: num,
  similarity: num,
  speakingRate: num,
  temperature: num,
  speed: num,
  vol: num,
  pitch: int,
  emotion: oneOfWords('happy', 'sad', 'angry', 'fearful', 'disgusted', 'surprised', 'neutral'),
});
const pronounce: Schema = { type: 'array', items: obj({ replace: str, with: str, ignore_case: bool }, ['replace', 'with']) };
const language: Schema = obj(
  {
    name: str,
    code: strOrList,
    listen_language: strOrList,
    voice: str,
    model: str,
    auto_emotion: { type: 'boolean' },
    auto_speed: { type: 'boolean' },
    engine: str,
    params: voiceParams,
    fillers: strList,
    function_fillers: strList,
    speech_fillers: strList,
    turn_fillers: strList,
    pronounce,
  },
  ['name', 'code', 'voice'],
);
const multilingual: Schema = obj(
  {
    languages: { type: 'array', items: obj({ language: str, voice: str, model: str, engine: str, params: voiceParams }, ['language']) },
    allowed: strList,
    engine: str,
    model: str,
    provider: str,
    start_language: str,
    min_switch_words: intIn(1),
    fillers,
    function_fillers: fillers,
    turn_fillers: fillers,
  },
  ['languages'],
);
const hint: Schema = anyOf(str, obj({ hint: str, pattern: str, replace: str, ignore_case: bool }, ['hint', 'pattern', 'replace']));

const summarize = obj({ summarize: obj({ webhook: str, prompt: str }) }, ['summarize']);
const sidecarDirection = { type: 'string', enum: ['remote-caller', 'local-caller'] };
const sidecarFunction: Schema = obj(
  { function: str, description: str, purpose: str, parameters: argumentSchema, web_hook_url: str, web_hook_auth_user: str, web_hook_auth_password: str },
  ['function'],
);
const sidecarDefaults = obj({ web_hook_url: str, web_hook_auth_user: str, web_hook_auth_password: str });

const bedrockVoice = { voice_id: { type: 'string', enum: ['tiffany', 'matthew', 'amy', 'lupe', 'carlos'] } };

export const AI_METHODS: Record<string, Schema> = {
  ai: obj(
    {
      prompt: textOrPom({ ...sampling, contexts }),
      post_prompt: textOrPom(sampling),
      post_prompt_url: str,
      params: obj(aiParams),
      global_data: freeObject,
      hints: { type: 'array', items: hint },
      languages: { type: 'array', items: language },
      multilingual,
      pronounce,
      SWAIG: swaig,
    },
    ['prompt'],
  ),
  ai_sidecar: obj(
    {
      prompt: anyOf(str, obj({ text: str }, ['text']), obj({ pom }, ['pom']), obj({ file: str }, ['file'])),
      lang: str,
      model: str,
      direction: { type: 'array', items: sidecarDirection },
      customer_role: sidecarDirection,
      url: str,
      SWAIG: obj({ defaults: sidecarDefaults, functions: { type: 'array', items: sidecarFunction }, mcp_servers: { type: 'array', items: mcpServer } }),
      permissions: obj({ swaig_allow_swml: bool, swaig_allow_settings: bool, swaig_set_global_data: bool }),
      global_data: freeObject,
      hints: strList,
      params: obj({
        idle_timeout_ms: int,
        min_interval_ms: int,
        max_iters_per_tick: int,
        max_history_tokens: int,
        act_on_channel: bool,
        final_summary: bool,
        ai_summary: bool,
        ai_summary_prompt: str,
        summary_model: str,
        live_events: bool,
        verbose_utterances: bool,
        speech_engine: oneOfWords('deepgram', 'google'),
        speech_timeout: int,
        vad_silence_ms: int,
        vad_thresh: int,
        debug_level: int,
        debug: bool,
        transcribe_prompt: str,
      }),
      action: summarize,
    },
    ['lang'],
  ),
  amazon_bedrock: obj(
    {
      global_data: freeObject,
      // Bedrock takes a few agent settings of its own and passes others on.
      params: {
        type: 'object',
        properties: {
          attention_timeout: anyOf({ type: 'integer', minimum: 10000, maximum: 600000 }, { const: 0 }, VAR),
          hard_stop_time: str,
          inactivity_timeout: int,
          hard_stop_prompt: str,
        },
      },
      post_prompt: textOrPom(sampling),
      post_prompt_url: str,
      prompt: textOrPom({ ...sampling, ...bedrockVoice }),
      SWAIG: obj({
        defaults: obj({ web_hook_url: str }),
        functions: {
          type: 'array',
          items: obj({ function: str, description: str, parameters: argumentSchema, active: bool, meta_data: freeObject, meta_data_token: str, web_hook_url: str, data_map: dataMap }, ['function', 'description']),
        },
      }),
    },
    ['prompt'],
  ),
};
