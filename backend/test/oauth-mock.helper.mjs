// Starts oauth2-mock-server (ESM-only, so outside Jest) on a random loopback port and prints
// its base URL as one JSON line. The userinfo answer is read from USERINFO_FILE per request,
// so a test can change who signs in; /userinfo/emails answers EMAILS_FILE, shaped like
// GitHub's e-mail list. Stopped by the test with SIGTERM.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const mock = new OAuth2Server();
await mock.issuer.keys.generate('RS256');
mock.service.on('beforeUserinfo', (response) => {
  response.body = readJson(process.env.USERINFO_FILE);
});

const server = createServer((request, response) => {
  if (request.url?.startsWith('/userinfo/emails')) {
    const emails =
      process.env.EMAILS_FILE && existsSync(process.env.EMAILS_FILE) ? readJson(process.env.EMAILS_FILE) : [];
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(emails));
    return;
  }
  mock.service.requestHandler(request, response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}`;
mock.issuer.url = url;
process.stdout.write(`${JSON.stringify({ url })}\n`);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
