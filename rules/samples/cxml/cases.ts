/**
 * The acceptance table of the cXML rules: for every verb and noun, fragments
 * the reference documents (placed under `<Response>`) and mistakes, each
 * with the one finding it gets. tests/cxml-verbs.test.ts runs every case
 * through the real rules; the fragment starts on line 1, column 1 of the
 * page's xml block body after `<Response>` (so `at` counts within it).
 */
export interface CxmlCase {
  element: string;
  ok: string[];
  bad: { xml: string; message: string }[];
}

export const CXML_CASES: CxmlCase[] = [
  { element: 'Say', ok: ['<Say>Hello</Say>', '<Say voice="Polly.Joanna-Neural" language="en-US" loop="0">Hi <prosody rate="85%" volume="-6dB">slowly</prosody> <say-as interpret-as="digits">42</say-as></Say>'], bad: [{ xml: '<Say loop="twice">Hi</Say>', message: '`<Say>` attribute `loop` should be a whole number; it is "twice".' }] },
  { element: 'Play', ok: ['<Play>https://example.com/a.mp3</Play>', '<Play digits="ww1234" loop="2"/>'], bad: [{ xml: '<Play><Say>Hi</Say></Play>', message: '`<Say>` cannot go inside `<Play>`.' }] },
  { element: 'Pause', ok: ['<Pause length="3"/>'], bad: [{ xml: '<Pause length="3s"/>', message: '`<Pause>` attribute `length` should be a whole number; it is "3s".' }] },
  { element: 'Gather', ok: ['<Gather input="dtmf speech" action="/g" method="GET" numDigits="4" speechTimeout="auto" timeout="5"><Say>Speak or type.</Say><Pause/></Gather>'], bad: [{ xml: '<Gather input="voice"/>', message: '`<Gather>` attribute `input` should be one or more of `dtmf`, `speech`, not `voice`; it is "voice".' }] },
  { element: 'Dial', ok: ['<Dial callerId="+15550100" record="record-from-answer-dual" recordingTrack="both" timeout="20" answerOnBridge="true">+15550101</Dial>'], bad: [{ xml: '<Dial record="true">+15550101</Dial>', message: '`<Dial>` attribute `record` should be one of `do-not-record`, `record-from-answer`, `record-from-ringing`, `record-from-answer-dual`, `record-from-ringing-dual`; it is "true".' }] },
  { element: 'Number', ok: ['<Dial><Number sendDigits="ww123" statusCallbackEvent="initiated ringing answered completed">+15550101</Number></Dial>'], bad: [{ xml: '<Dial><Number statusCallbackEvent="done">+15550101</Number></Dial>', message: '`<Number>` attribute `statusCallbackEvent` should be one or more of `initiated`, `ringing`, `answered`, `completed`, not `done`; it is "done".' }] },
  { element: 'Sip', ok: ['<Dial><Sip username="u" password="p" codecs="PCMU,PCMA">sip:a@example.com</Sip></Dial>'], bad: [{ xml: '<Dial><Sip sessionTimeout="long">sip:a@example.com</Sip></Dial>', message: '`<Sip>` attribute `sessionTimeout` should be a whole number; it is "long".' }] },
  { element: 'Verto', ok: ['<Dial><Verto>verto:alice@example.com</Verto></Dial>'], bad: [{ xml: '<Verto>verto:alice@example.com</Verto>', message: '`<Verto>` cannot go inside `<Response>`.' }] },
  { element: 'Queue', ok: ['<Dial><Queue url="/about-to-connect" method="GET">support</Queue></Dial>'], bad: [{ xml: '<Dial><Queue method="FETCH">support</Queue></Dial>', message: '`<Queue>` attribute `method` should be `GET` or `POST`; it is "FETCH".' }] },
  { element: 'Conference', ok: ['<Dial><Conference beep="onEnter" startConferenceOnEnter="true" record="record-from-start" trim="do-not-trim">room<Stream url="wss://example.com/s"/></Conference></Dial>'], bad: [{ xml: '<Dial><Conference beep="loud">room</Conference></Dial>', message: '`<Conference>` attribute `beep` should be one of `true`, `false`, `onEnter`, `onExit`; it is "loud".' }] },
  { element: 'Record', ok: ['<Record action="/r" maxLength="60" playBeep="false" finishOnKey="#" transcribe="true" recordingStatusCallbackEvent="completed in-progress"/>'], bad: [{ xml: '<Record trim="trim"/>', message: '`<Record>` attribute `trim` should be one of `trim-silence`, `do-not-trim`; it is "trim".' }] },
  { element: 'Hangup', ok: ['<Hangup/>'], bad: [{ xml: '<Hangup><Say>Bye</Say></Hangup>', message: '`<Say>` cannot go inside `<Hangup>`.' }] },
  { element: 'Redirect', ok: ['<Redirect method="GET">/next</Redirect>'], bad: [{ xml: '<Redirect method="DELETE">/next</Redirect>', message: '`<Redirect>` attribute `method` should be `GET` or `POST`; it is "DELETE".' }] },
  { element: 'Reject', ok: ['<Reject reason="busy"/>'], bad: [{ xml: '<Reject reason="nope"/>', message: '`<Reject>` attribute `reason` should be one of `rejected`, `busy`; it is "nope".' }] },
  { element: 'Enqueue', ok: ['<Enqueue waitUrl="/wait" waitUrlMethod="GET">support</Enqueue>'], bad: [{ xml: '<Enqueue waitUrlMethod="PUT">support</Enqueue>', message: '`<Enqueue>` attribute `waitUrlMethod` should be `GET` or `POST`; it is "PUT".' }] },
  { element: 'Leave', ok: ['<Leave/>'], bad: [{ xml: '<Gather><Leave/></Gather>', message: '`<Leave>` cannot go inside `<Gather>`.' }] },
  { element: 'Echo', ok: ['<Echo timeout="30"/>'], bad: [{ xml: '<Echo timeout="-1"/>', message: '`<Echo>` attribute `timeout` should be a whole number; it is "-1".' }] },
  { element: 'Denoise', ok: ['<Denoise>on</Denoise>'], bad: [{ xml: '<Start><Denoise>on</Denoise></Start>', message: '`<Denoise>` cannot go inside `<Start>`.' }] },
  { element: 'Refer', ok: ['<Refer action="/done"><Sip>sip:b@example.com</Sip></Refer>'], bad: [{ xml: '<Refer><Number>+15550101</Number></Refer>', message: '`<Number>` cannot go inside `<Refer>`.' }] },
  { element: 'Sms', ok: ['<Sms to="+15550101" from="+15550100">Thanks</Sms>'], bad: [{ xml: '<Sms methd="GET">Thanks</Sms>', message: '`<Sms>` has no attribute `methd`.' }] },
  { element: 'Connect', ok: ['<Connect><Stream url="wss://example.com/s"><Parameter name="a" value="b"/></Stream></Connect>', '<Connect><Room>standup</Room></Connect>', '<Connect><VirtualAgent connectorName="bot"/></Connect>'], bad: [{ xml: '<Connect><Number>+15550101</Number></Connect>', message: '`<Number>` cannot go inside `<Connect>`.' }] },
  { element: 'Room', ok: ['<Connect><Room>standup</Room></Connect>'], bad: [{ xml: '<Room>standup</Room>', message: '`<Room>` cannot go inside `<Response>`.' }] },
  { element: 'VirtualAgent', ok: ['<Connect><VirtualAgent connectorName="bot"><Parameter name="a" value="b"/></VirtualAgent></Connect>'], bad: [{ xml: '<Connect><VirtualAgent conectorName="bot"/></Connect>', message: '`<VirtualAgent>` has no attribute `conectorName`.' }] },
  { element: 'Start', ok: ['<Start><Stream url="wss://example.com/s" track="both_tracks"/></Start>'], bad: [{ xml: '<Start><Say>Hi</Say></Start>', message: '`<Say>` cannot go inside `<Start>`.' }] },
  { element: 'Stop', ok: ['<Stop><Stream name="s1"/></Stop>'], bad: [{ xml: '<Stop><Record/></Stop>', message: '`<Record>` cannot go inside `<Stop>`.' }] },
  { element: 'Stream', ok: ['<Start><Stream url="wss://example.com/s" name="s1" track="inbound_track" realtime="true"/></Start>'], bad: [{ xml: '<Start><Stream url="wss://example.com/s" track="left"/></Start>', message: '`<Stream>` attribute `track` should be one of `inbound_track`, `outbound_track`, `both_tracks`; it is "left".' }] },
  { element: 'Parameter', ok: ['<Start><Stream url="wss://example.com/s"><Parameter name="a" value="b"/></Stream></Start>'], bad: [{ xml: '<Parameter name="a" value="b"/>', message: '`<Parameter>` cannot go inside `<Response>`.' }] },
  { element: 'Pay', ok: ['<Pay paymentConnectorUrl="https://example.com/pay" chargeAmount="10.50" tokenType="one-time" validCardTypes="visa mastercard" maxAttempts="2"><Prompt for="payment-card-number" attempt="1"><Say>Card number?</Say></Prompt><Parameter name="a" value="b"/></Pay>'], bad: [{ xml: '<Pay chargeAmount="ten"/>', message: '`<Pay>` attribute `chargeAmount` should be a number such as `10.50`; it is "ten".' }] },
  { element: 'Prompt', ok: ['<Pay><Prompt for="security-code" cardType="amex" errorType="timeout invalid-security-code"><Say>Code?</Say></Prompt></Pay>'], bad: [{ xml: '<Pay><Prompt for="card"><Say>Card?</Say></Prompt></Pay>', message: '`<Prompt>` attribute `for` should be one of `payment-card-number`, `expiration-date`, `security-code`, `postal-code`, `bank-routing-number`, `bank-account-number`, `payment-processing`; it is "card".' }] },
  { element: 'Message', ok: ['<Message to="+15550101" from="+15550100" action="/sent">Hi</Message>', '<Message><Body>Hi</Body><Media>https://example.com/a.png</Media></Message>'], bad: [{ xml: '<Message><Say>Hi</Say></Message>', message: '`<Say>` cannot go inside `<Message>`.' }] },
  { element: 'Body', ok: ['<Message><Body>Hi</Body></Message>'], bad: [{ xml: '<Body>Hi</Body>', message: '`<Body>` cannot go inside `<Response>`.' }] },
  { element: 'Media', ok: ['<Message><Media>https://example.com/a.png</Media></Message>'], bad: [{ xml: '<Message><Body><Media>x</Media></Body></Message>', message: '`<Media>` cannot go inside `<Body>`.' }] },
  { element: 'Receive', ok: ['<Receive action="/fax" mediaType="image/tiff" pageSize="a4"/>'], bad: [{ xml: '<Receive mediaType="application/zip"/>', message: '`<Receive>` attribute `mediaType` should be one of `application/pdf`, `image/tiff`; it is "application/zip".' }] },
  { element: 'Response', ok: ['<Say>Only text.</Say>'], bad: [{ xml: '<Response/>', message: '`<Response>` cannot go inside `<Response>`.' }] },
];
