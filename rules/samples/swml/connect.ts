/**
 * Calling SWML, reaching other parties: connect (one destination, serial,
 * parallel, serial-parallel), sip_refer, join_room, join_conference,
 * enter_queue.
 */
import { bool, freeObject, httpMethod, int, obj, oneOfWords, orVar, result, steps, str, strList, type Schema } from './types.ts';

const headers: Schema = { type: 'array', items: obj({ name: str, value: str }, ['name', 'value']) };
const callStates: Schema = { type: 'array', items: { type: 'string', enum: ['created', 'ringing', 'answered', 'ended'] } };
/** Media stream settings (connect destinations, join_conference.stream). */
const streamTo: Record<string, Schema> = {
  name: str,
  codec: str,
  status_url: str,
  status_url_method: httpMethod('GET', 'POST'),
  realtime: bool,
  authorization_bearer_token: str,
  custom_parameters: freeObject,
};

/** What both a destination and the whole connect may set. */
const calling: Record<string, Schema> = {
  from: str,
  from_name: str,
  headers,
  codecs: str,
  webrtc_media: bool,
  session_timeout: int,
  timeout: int,
  call_state_events: callStates,
  call_state_url: str,
  confirm: { anyOf: [str, steps] },
  confirm_timeout: int,
  encryption: oneOfWords('mandatory', 'optional', 'forbidden'),
};

/** What one dialled destination may set. */
const destination: Record<string, Schema> = { ...calling, to: str, username: str, password: str, ...streamTo };
const dest = obj(destination, ['to']);

/** What applies to the whole connect, whichever way it dials. */
const dialling: Record<string, Schema> = {
  ...calling,
  ringback: strList,
  result,
  max_duration: int,
  answer_on_bridge: bool,
  transfer_after_bridge: str,
  status_url: str,
};

export const CONNECT_METHODS: Record<string, Schema> = {
  connect: {
    anyOf: [
      obj({ ...dialling, ...destination }, ['to']),
      obj({ ...dialling, serial: { type: 'array', items: dest, minItems: 1 } }, ['serial']),
      obj({ ...dialling, parallel: { type: 'array', items: dest, minItems: 1 } }, ['parallel']),
      obj({ ...dialling, serial_parallel: { type: 'array', minItems: 1, items: { type: 'array', items: dest, minItems: 1 } } }, ['serial_parallel']),
    ],
  },
  sip_refer: obj({ to_uri: str, status_url: str, username: str, password: str }, ['to_uri']),
  join_room: obj({ name: str }, ['name']),
  join_conference: obj(
        {
          name: str,
          muted: bool,
          beep: oneOfWords('true', 'false', 'onEnter', 'onExit'),
          start_on_enter: bool,
          end_on_exit: bool,
          wait_url: str,
          max_participants: int,
          record: oneOfWords('do-not-record', 'record-from-start'),
          region: oneOfWords('global', 'us', 'eu', 'ch'),
          trim: oneOfWords('trim-silence', 'do-not-trim'),
          coach: str,
          status_callback_event: str,
          status_callback_event_type: oneOfWords('cxml', 'laml', 'relay'),
          status_callback: str,
          status_callback_method: httpMethod('GET', 'POST'),
          recording_status_callback: str,
          recording_status_callback_method: httpMethod('GET', 'POST'),
          recording_status_callback_event: str,
          recording_status_callback_event_type: oneOfWords('cxml', 'laml', 'relay'),
          result,
          stream: obj({ url: str, ...streamTo }, ['url']),
        },
        ['name'],
      ),
  enter_queue: obj({ queue_name: str, transfer_after_bridge: str, status_url: str, wait_url: str, wait_time: orVar({ type: 'integer' }) }, ['queue_name', 'transfer_after_bridge']),
};
