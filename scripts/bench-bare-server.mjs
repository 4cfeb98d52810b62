// The yardstick of `npm run bench`: a bare node:http server that answers every request with the
// bytes the product sent for the row being measured (status, every header, body). It
// runs in its own process, forked by scripts/bench.mjs, so that it no more shares an event loop with
// the load generator than the product does. The parent sends each row's answer over IPC.
import http from 'node:http';

let answer = { status: 200, headers: {}, body: Buffer.alloc(0) };

process.on('message', (message) => {
  answer = { status: message.status, headers: message.headers, body: Buffer.from(message.body, 'base64') };
  process.send({ ready: true });
});

const server = http.createServer((req, res) => {
  // Read the request body to its end, as the product has to, so POST rows cost the same coming in.
  req.resume();
  req.on('end', () => {
    res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
    res.end(answer.body);
  });
});

server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
// The parent going away (finished, or killed) ends this process too.
process.on('disconnect', () => process.exit(0));
