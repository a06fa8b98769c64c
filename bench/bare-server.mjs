// The baseline of the throughput benchmark: node:http answering one fixed JSON body, in its own
// process like the portal (in the benchmark's process it would compete with autocannon).
import http from 'node:http';

const [port, body] = [Number(process.argv[2]), process.argv[3]];
http
  .createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  })
  .listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
