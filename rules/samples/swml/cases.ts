/**
 * The acceptance table of samples/swml: for every SWML method, values the
 * reference documents (each accepted form) and values it does not, with the
 * finding each one gets. A case is one step, `- <method>: <value>`, written
 * as YAML flow (JSON) on the step's line; `at` is the column of the finding on
 * that line (the method key is at column 7, its value at column 7 + name + 2).
 * tests/swml-methods.test.ts runs every case through the real rule.
 */
export interface SwmlCase {
  method: string;
  ok: unknown[];
  bad: { value: unknown; message: string }[];
}

export const SWML_CASES: SwmlCase[] = [
  { method: 'answer', ok: [{}, { max_duration: 3600 }, { codecs: 'PCMU,PCMA', username: 'u', password: 'p' }], bad: [{ value: { max_duration: true }, message: '`answer.max_duration` should be an integer or a string.' }, { value: { codec: 'PCMU' }, message: '`answer` has no parameter `codec`.' }] },
  { method: 'hangup', ok: [{}, { reason: 'busy' }, { reason: '${why}' }], bad: [{ value: { reason: 'rude' }, message: '`hangup.reason` should be one of `hangup`, `busy`, `decline` or a SWML variable such as ${call.from}.' }] },
  { method: 'sleep', ok: [1000, -1, { duration: 500 }, '${pause_ms}'], bad: [{ value: -2, message: '`sleep` should be an integer of at least -1, a SWML variable such as ${call.from} or an object.' }, { value: { duration: 5, seconds: 1 }, message: '`sleep` has no parameter `seconds`.' }] },
  { method: 'goto', ok: [{ label: 'top' }, { label: 'top', when: 'vars.n < 3', max: 5 }], bad: [{ value: 'top', message: '`goto` should be an object.' }, { value: { label: 'top', max: 500 }, message: '`goto.max` should be an integer from 1 to 100 or a SWML variable such as ${call.from}.' }] },
  { method: 'label', ok: ['top'], bad: [{ value: { name: 'top' }, message: '`label` should be a string.' }] },
  { method: 'return', ok: [{}, 'done', { status: 'ok' }, 3], bad: [] },
  { method: 'set', ok: [{ count: 1, name: 'x' }], bad: [{ value: 'x', message: '`set` should be an object.' }] },
  { method: 'unset', ok: ['count', ['a', 'b']], bad: [{ value: 3, message: '`unset` should be a string or a list.' }] },
  { method: 'cond', ok: [[{ when: 'vars.a == 1', then: [{ hangup: {} }] }, { else: [{ answer: {} }] }]], bad: [{ value: [{ when: 'x' }], message: '`cond[0]` needs `then`.' }] },
  { method: 'switch', ok: [{ variable: 'prompt_value', case: { '1': [{ hangup: {} }] }, default: [{ answer: {} }] }, { variable: 'message.body', transform: 'lowercase', case: {} }], bad: [{ value: { case: {} }, message: '`switch` needs `variable`.' }, { value: { variable: 'x', case: {}, transform: 'reverse' }, message: '`switch.transform` should be one of `lowercase`, `uppercase`, `trim`, `lowercase_trim`, `uppercase_trim`.' }] },
  { method: 'execute', ok: [{ dest: 'sub' }, { dest: 'https://example.com/swml', params: { a: 1 }, meta: {}, on_return: [{ hangup: {} }], result: { case: { ok: [{ hangup: {} }] } } }], bad: [{ value: { params: {} }, message: '`execute` needs `dest`.' }] },
  { method: 'transfer', ok: [{ dest: 'sales' }, { dest: 'https://example.com/next', params: { x: 1 }, meta: { y: 2 } }], bad: [{ value: { dest: 'sales', to: 'x' }, message: '`transfer` has no parameter `to`.' }] },
  { method: 'request', ok: [{ url: 'https://example.com/api' }, { url: 'https://example.com/api', method: 'POST', headers: { A: 'b' }, body: { x: 1 }, timeout: 5, connect_timeout: 2, save_variables: true }, { url: 'https://example.com', body: 'raw' }], bad: [{ value: { url: 'https://x', method: 'FETCH' }, message: '`request.method` should be one of `GET`, `POST`, `PUT`, `PATCH`, `DELETE`.' }] },
  { method: 'user_event', ok: [{ event: { type: 'started', id: 7 } }], bad: [{ value: { event: {}, type: 'x' }, message: '`user_event` has no parameter `type`.' }] },
  { method: 'play', ok: [{ url: 'say:Hello' }, { url: 'https://example.com/a.mp3', volume: 5, say_voice: 'Polly.Joanna' }, { urls: ['silence:2', 'ring:20.0:us', 'ring:us', '${greeting}'] }, { url: '%{vars.file}', auto_answer: false }], bad: [{ value: 'say:Hi', message: '`play` should be an object.' }, { value: { url: 'hello.mp3' }, message: '`play.url` should be an http(s) URL, `say:<text>`, `silence:<seconds>` or `ring:[<seconds>:]<country>` or a SWML variable such as ${call.from}.' }, { value: { url: 'say:Hi', volume: 80 }, message: '`play.volume` should be a number from -40 to 40 or a SWML variable such as ${call.from}.' }] },
  { method: 'prompt', ok: [{ play: 'say:Press 1' }, { play: ['say:Press 1', 'silence:1'], max_digits: 1, terminators: '#', speech_hints: ['sales'], speech_engine: 'deepgram', digit_timeout: 5 }], bad: [{ value: { max_digits: 1 }, message: '`prompt` needs `play`.' }] },
  { method: 'record', ok: [{}, { format: 'mp3', stereo: true, direction: 'listen', beep: true, max_length: 30 }], bad: [{ value: { format: 'ogg' }, message: '`record.format` should be one of `wav`, `mp3`, `mp4` or a SWML variable such as ${call.from}.' }] },
  { method: 'record_call', ok: [{}, { control_id: 'rec1', format: 'wav', direction: 'both' }], bad: [{ value: { id: 'x' }, message: '`record_call` has no parameter `id`.' }] },
  { method: 'stop_record_call', ok: [{}, { control_id: 'rec1' }], bad: [{ value: { control: 'x' }, message: '`stop_record_call` has no parameter `control`.' }] },
  { method: 'send_digits', ok: [{ digits: '1w2#' }], bad: [{ value: '123', message: '`send_digits` should be an object.' }] },
  { method: 'denoise', ok: [{}], bad: [{ value: { level: 2 }, message: '`denoise` has no parameter `level`.' }] },
  { method: 'stop_denoise', ok: [{}], bad: [{ value: 'now', message: '`stop_denoise` should be an object.' }] },
  { method: 'detect_machine', ok: [{}, { detectors: 'amd,fax', wait: true, timeout: 30, tone: 'CED' }], bad: [{ value: { tone: 'BEEP' }, message: '`detect_machine.tone` should be one of `CED`, `CNG` or a SWML variable such as ${call.from}.' }] },
  { method: 'connect', ok: [{ to: '+15550100' }, { to: 'sip:a@b.c', codec: 'PCMU', from_name: 'Desk', transfer_after_bridge: 'after', realtime: true }, { serial: [{ to: '+15550100' }, { to: '+15550101', timeout: 10 }], ringback: ['ring:us'] }, { parallel: [{ to: '+15550100' }] }, { serial_parallel: [[{ to: '+15550100' }], [{ to: '+15550101' }]] }], bad: [{ value: {}, message: '`connect` needs `to`.' }, { value: { to: '+15550100', codex: 'PCMU' }, message: '`connect` has no parameter `codex`.' }] },
  { method: 'sip_refer', ok: [{ to_uri: 'sip:a@b.c' }], bad: [{ value: { to_uri: 'sip:a@b.c', to: 'x' }, message: '`sip_refer` has no parameter `to`.' }] },
  { method: 'join_room', ok: [{ name: 'standup' }], bad: [{ value: {}, message: '`join_room` needs `name`.' }] },
  { method: 'join_conference', ok: [{ name: 'team' }, { name: 'team', muted: false, beep: 'onEnter', record: 'record-from-start', stream: { url: 'wss://example.com/s' } }], bad: [{ value: { name: 'team', beep: 'loud' }, message: '`join_conference.beep` should be one of `true`, `false`, `onEnter`, `onExit` or a SWML variable such as ${call.from}.' }] },
  { method: 'enter_queue', ok: [{ queue_name: 'support', transfer_after_bridge: 'after_call', wait_time: 60 }], bad: [{ value: { queue_name: 'support' }, message: '`enter_queue` needs `transfer_after_bridge`.' }] },
  { method: 'tap', ok: [{ uri: 'wss://example.com/tap', direction: 'both', codec: 'PCMA' }], bad: [{ value: { uri: 'wss://x', codec: 'OPUS' }, message: '`tap.codec` should be one of `PCMU`, `PCMA` or a SWML variable such as ${call.from}.' }] },
  { method: 'stop_tap', ok: [{}, { control_id: 't1' }], bad: [{ value: { id: 't1' }, message: '`stop_tap` has no parameter `id`.' }] },
  { method: 'stream', ok: [{ url: 'wss://example.com/audio', track: 'both_tracks', custom_parameters: { a: 'b' } }], bad: [{ value: { url: 'wss://x', track: 'all' }, message: '`stream.track` should be one of `inbound_track`, `outbound_track`, `both_tracks` or a SWML variable such as ${call.from}.' }] },
  { method: 'stop_stream', ok: [{}, { control_id: 's1' }], bad: [{ value: { url: 'x' }, message: '`stop_stream` has no parameter `url`.' }] },
  { method: 'live_transcribe', ok: [{ action: 'stop' }, { action: 'summarize' }, { action: { start: { lang: 'en', direction: ['remote-caller'], webhook: 'https://example.com/t' } } }, { action: { summarize: { prompt: 'Summarise.' } } }], bad: [{ value: { action: { start: { lang: 'en' } } }, message: '`live_transcribe.action.start` needs `direction`.' }] },
  { method: 'live_translate', ok: [{ action: { start: { from_lang: 'en', to_lang: 'es', direction: ['local-caller'], filter_to: 'polite' } } }, { action: { inject: { message: 'Hello', direction: 'remote-caller' } } }], bad: [{ value: { action: { start: { from_lang: 'en', to_lang: 'es', direction: ['remote-caller'], filter_to: 'nice' } } }, message: '`live_translate.action.start.filter_to` should be one of `polite`, `rude`, `professional`, `shakespeare`, `gen-z` or a string matching `^prompt:.+$`.' }] },
  { method: 'transcribe', ok: [{}, { status_url: 'https://example.com/s' }], bad: [{ value: { lang: 'en' }, message: '`transcribe` has no parameter `lang`.' }] },
  { method: 'transcribe_stop', ok: [{}], bad: [{ value: { now: true }, message: '`transcribe_stop` has no parameter `now`.' }] },
  { method: 'send_fax', ok: [{ document: 'https://example.com/f.pdf', header_info: 'Acme' }], bad: [{ value: {}, message: '`send_fax` needs `document`.' }] },
  { method: 'receive_fax', ok: [{}, { status_url: 'https://example.com/f' }], bad: [{ value: { url: 'x' }, message: '`receive_fax` has no parameter `url`.' }] },
  { method: 'send_sms', ok: [{ to_number: '+15550100', from_number: '+15550101', body: 'Hi' }, { to_number: '+15550100', from_number: '+15550101', media: ['https://example.com/a.png'], status_callback: 'https://example.com/cb' }], bad: [{ value: { to_number: '+15550100', from_number: '+15550101' }, message: '`send_sms` needs `body`.' }] },
  { method: 'pay', ok: [{ payment_connector_url: 'https://example.com/pay', charge_amount: '10.00', token_type: 'one-time', prompts: [{ for: 'payment-card-number', actions: [{ type: 'Say', phrase: 'Card number?' }] }] }], bad: [{ value: { charge_amount: '1' }, message: '`pay` needs `payment_connector_url`.' }] },
  { method: 'ai', ok: [{ prompt: { text: 'You are helpful.' } }, { prompt: { pom: [{ title: 'Role', body: 'Help.' }, { bullets: ['a'], numberedBullets: true }], contexts: { default: { isolated: true, steps: [{ name: 's1', text: 'Greet.' }] } } }, params: { redact_prompt: 'x', enable_accounting: true, end_of_speech_timeout: 800 }, SWAIG: { functions: [{ function: 'f', description: 'Do it.', parameters: { type: 'object', properties: {} } }] } }], bad: [{ value: { params: {} }, message: '`ai` needs `prompt`.' }, { value: { prompt: { text: 'x' }, params: { end_of_speech_timeout: 50 } }, message: '`ai.params.end_of_speech_timeout` should be an integer from 250 to 10000 or a SWML variable such as ${call.from}.' }] },
  { method: 'ai_sidecar', ok: [{ lang: 'en', prompt: 'Watch the call.', direction: ['remote-caller'] }], bad: [{ value: { prompt: 'x' }, message: '`ai_sidecar` needs `lang`.' }] },
  { method: 'amazon_bedrock', ok: [{ prompt: { text: 'Hi.', voice_id: 'matthew' } }], bad: [{ value: { prompt: { text: 'Hi.', voice_id: 'bob' } }, message: '`amazon_bedrock.prompt.voice_id` should be one of `tiffany`, `matthew`, `amy`, `lupe`, `carlos`.' }] },
  { method: 'reply', ok: ['Thanks!', { body: 'Thanks!' }, { media: ['https://example.com/a.png'], to: '+15550100' }, { switch: { variable: 'message.body', case: { yes: 'Booked.' }, default: { body: 'Reply yes.' } } }], bad: [{ value: { body: 'x', text: 'x' }, message: '`reply` has no parameter `text`.' }] },
  { method: 'receive', ok: [{}], bad: [{ value: { url: 'x' }, message: '`receive` has no parameter `url`.' }] },
];
