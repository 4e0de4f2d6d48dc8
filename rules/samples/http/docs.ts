/**
 * The longer explanations of the samples/http-* rules for the rules reference
 * (rules/README.md): what is read, how a request finds its operation, and what
 * is left unchecked on purpose.
 */
export const HTTP_DETAILS = {
  request: [
    'What is read, in any page (guides and API pages alike):',
    '',
    '- **curl** in `bash`, `sh`, `shell`, `zsh`, `console` blocks: the text is cut into commands and words as a shell does (quotes, `\\` line continuations, `|`, `;`, `&&`), and each word is read with [shell-quote](https://www.npmjs.com/package/shell-quote). Options read: `-X`/`--request`, `-u`/`--user`, `-H`/`--header`, `-d`/`--data`/`--data-raw`/`--data-binary`, `--json`, `--data-urlencode`, `-F`/`--form`, `-G`/`--get`, `-I`, `-T`, `--url`, `--oauth2-bearer`. A body from a file (`-d @body.json`) is not checked.',
    '- **JavaScript and TypeScript** `fetch(url, init)` in `js`, `javascript`, `ts`, `typescript` blocks, parsed with [@babel/parser](https://babeljs.io/docs/babel-parser): `method`, `headers` (`Authorization: "Basic …"`, `` `Bearer ${token}` ``), `body: JSON.stringify({...})` or `new URLSearchParams({...})`.',
    '- **Python** `requests.get/post/put/patch/delete(url, json=, data=, params=, auth=, headers=)`, `requests.request(method, url, ...)` and the same on a `requests.Session()`, parsed with [@lezer/python](https://www.npmjs.com/package/@lezer/python) (no parser of Python itself runs in Node). `auth=(user, token)` and `HTTPBasicAuth` are Basic credentials; a list in `data=` is the field repeated.',
    '',
    'Names are followed: a shell `NAME=value` or `export NAME=value`, a JavaScript `const`/`let`, a Python assignment, also from an earlier block of the same page. What stays unknown (an environment variable, a function\'s result) stands for any value: `$SPACE`, `${process.env.SPACE}`, `{os.environ["SPACE"]}`, `YOUR_SPACE`, `<space>` and `{space}` all match the `{space}` of a server URL, and a variable in the path matches a path parameter. A body value that is unknown is not type-checked; its field still counts as present.',
    '',
    'The URL is matched to the spec whose server URL (host and base path) it starts with; the rest of the path to the path template with the most literal segments in common (a trailing `.json` is accepted as a format suffix). Then: the path exists (else the nearest path is suggested), the method is one the path takes, every query parameter (in the URL, `-G` data, `params=`) is declared and its value valid, a literal path parameter value is valid (`format: uuid`, patterns), the JSON or form body is valid against the request body schema (form values are read as the numbers and booleans the schema wants), and the credentials are of a scheme the operation\'s `security` accepts (Basic or bearer). A curl request that sends no credentials, or no body where the operation requires one, is reported too (code may add them elsewhere, so only curl).',
    '',
    'Python `data=json.dumps(body)` is a JSON body; a required query parameter that is left out is reported when every query parameter of the request could be read.',
    '',
    'Requests to hosts no spec serves are left alone. To leave a block out, add `no-check` to its fence: ```` ```bash no-check ````.',
  ].join('\n'),
  unreadable: 'The request goes to a host a spec serves, but which operation it calls cannot be told: the whole path is a variable, a variable stands where the path has a fixed segment, or the method is an expression. Helpers that build any URL from a base and a path argument (`${BASE}${path}`) are not requests and are not reported.',
  response: 'The answer is the ```` ```json ```` block right under the request (or after one short paragraph such as "The response:"), or a ```` ```json ```` block after the request that is marked as a response: its fence says `title="Response"` or `response`, or the heading or paragraph just above it says "Response" (`### Response`, `**Response (201)**`, `Example response`). On an API page (one with `api:`), such a marked block with no request above it is the answer of the page\'s operation. It is checked against the schema of the status its label names or that is stated next to the request, or else of the first success status with a JSON body; a status in the label that the operation does not declare is a `samples/http-status` finding. An answer piped into a command that reshapes it (`| jq \'.data\'`) and a block that is not valid JSON (abridged with `...`) are not checked.',
  status: 'A status is read from a status line in a block right under the request (`HTTP/1.1 201 Created`, as `curl -i` prints it), else from the paragraph just before or just after the request: `201 Created`, `200 OK`, `204 No Content`, `returns 200`, `answers 201`, `responds with 204`, `you get a 200`. Only success statuses are read, since pages often name the error statuses a caller may meet.',
} as const;
