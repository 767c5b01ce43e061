// Secrets in the forms an error's text carries them: the scrubber's table (tests/unit/privacy-scrub.test.ts) and what
// the collector is sent directly (tests/server/telemetry-abuse.test.ts). Each text fits an error report's message.
/** [what it is, a text carrying it, the secret that must not survive]. */
export const SECRETS: readonly [string, string, string][] = [
  ['a long token', 'token AbCdEf0123456789xyzXYZ refused', 'AbCdEf0123456789xyzXYZ'],
  ['a short bearer token', 'Authorization: Bearer 9f8e7d6c5b', '9f8e7d6c5b'],
  ['a bearer token in lower case', 'sent bearer abc.def-12 twice', 'abc.def-12'],
  ['basic credentials', 'header Basic dXNlcjpwYXNz', 'dXNlcjpwYXNz'],
  ['a password assignment', 'login failed password=hunter2', 'hunter2'],
  ['a password after a colon', 'Error: password: hunter2 rejected', 'hunter2'],
  ['a short query password', 'GET /api/login?user=a&pwd=s3cret failed', 's3cret'],
  ['a JSON password value', 'body {"password":"hunter2!","name":"x"}', 'hunter2!'],
  ['a JSON pay password with spaces', "body { 'pay_pass' : 'qwe778' }", 'qwe778'],
  ['a JSON token value', '{"api_token": "tok.short"}', 'tok.short'],
  ['api_token in a URL inside a message', 'Failed to fetch https://m.example.com/api/user?api_token=9f8e7d6c5b&x=1', '9f8e7d6c5b'],
  ["the socket's _token", 'WebSocket wss://m.example.com/wss?roomid=1&_token=abc123def closed', 'abc123def'],
  ['an access token', 'oauth access_token=ya29.short expired', 'ya29.short'],
  ['a session cookie', 'Cookie: session=abcd1234xyz', 'abcd1234xyz'],
  ['an api key header', 'X-Api-Key: k3yk3y', 'k3yk3y'],
  ['credentials in a URL', 'GET https://admin:pa55w0rd@m.example.com/ failed', 'pa55w0rd'],
  ['a JSON web token', 'jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln', 'eyJzdWIiOiIxIn0'],
  ['a card number', 'card 6222 0212 3456 7890', '6222 0212'],
  ['a phone number', 'phone 13800138000', '13800138000'],
  ['an amount', 'paid 1234.50', '1234.50'],
  ['an e-mail address', 'mail a.b@example.com', 'a.b@example.com'],
  ['an IP address', 'blocked for 198.51.100.23 today', '198.51.100.23'],
  ['a key hidden by a zero-width space', 'pass\u200Bword=hunter2', 'hunter2'],
  ['a token split by a soft hyphen', 'Bearer\u00AD 9f8e7d6c5b', '9f8e7d6c5b'],
];
