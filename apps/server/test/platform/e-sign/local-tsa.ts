import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import forge from 'node-forge';
import {
  algorithm,
  attribute,
  children,
  derSorted,
  fromDer,
  integer,
  OID,
  octets,
  oid,
  sequence,
  set,
  tagged,
  toDer,
  type Asn1,
} from '../../../src/platform/e-sign/seal/cms-structure.js';
import { makeSelfSignedP12, openP12 } from '../../../src/platform/e-sign/seal/signing-certificate.js';

export interface LocalTsa {
  url: string;
  /** Content types of the requests it received. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A small RFC 3161 timestamp authority for tests, built with node-forge: it answers a
 * TimeStampReq with a token (SignedData over a TSTInfo at `genTime`, signed by its own
 * self-signed key), or refuses (status 2), or stamps some other imprint.
 */
export async function startLocalTsa(options: {
  genTime: Date;
  answer?: 'grant' | 'refuse' | 'other-imprint';
}): Promise<LocalTsa> {
  const key = openP12(makeSelfSignedP12('Local test TSA', 'tsa'), 'tsa', 'the test TSA');
  const requests: string[] = [];
  let serial = 1;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push(req.headers['content-type'] ?? '');
      const [, messageImprint, ...rest] = children(fromDer(Buffer.concat(chunks)));
      const nonce = rest.find((node) => node.type === forge.asn1.Type.INTEGER);
      const answer = options.answer ?? 'grant';
      const body =
        answer === 'refuse'
          ? sequence([sequence([integer(2)])])
          : sequence([
              sequence([integer(0)]),
              token(
                key,
                answer === 'other-imprint'
                  ? sequence([algorithm(OID.sha256), octets(createHash('sha256').update('other').digest())])
                  : messageImprint!,
                serial++,
                options.genTime,
                nonce,
              ),
            ]);
      res.writeHead(200, { 'content-type': 'application/timestamp-reply' }).end(toDer(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/tsa`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function token(
  key: ReturnType<typeof openP12>,
  messageImprint: Asn1,
  serial: number,
  genTime: Date,
  nonce: Asn1 | undefined,
): Asn1 {
  const tstInfo = toDer(
    sequence([
      integer(1),
      oid('1.3.6.1.4.1.99999.1'),
      messageImprint,
      integer(serial),
      forge.asn1.create(
        forge.asn1.Class.UNIVERSAL,
        forge.asn1.Type.GENERALIZEDTIME,
        false,
        forge.asn1.dateToGeneralizedTime(genTime),
      ),
      ...(nonce ? [nonce] : []),
    ]),
  );
  const signedAttributes = derSorted([
    attribute(OID.contentType, oid(OID.tstInfo)),
    attribute(OID.messageDigest, octets(createHash('sha256').update(tstInfo).digest())),
  ]);
  const md = forge.md.sha256.create();
  md.update(toDer(set(signedAttributes)).toString('binary'));
  const certificate = forge.pki.certificateToAsn1(key.certificate);
  const tbs = children(children(certificate)[0]);
  return sequence([
    oid(OID.signedData),
    tagged(0, [
      sequence([
        integer(3),
        set([algorithm(OID.sha256)]),
        sequence([oid(OID.tstInfo), tagged(0, [octets(tstInfo)])]),
        tagged(0, [certificate]),
        set([
          sequence([
            integer(1),
            // issuer and serial of the v3 certificate: after [0] version, serial, signature algorithm.
            sequence([tbs[3]!, tbs[1]!]),
            algorithm(OID.sha256),
            tagged(0, signedAttributes),
            algorithm(OID.rsaEncryption),
            octets(Buffer.from(key.privateKey.sign(md), 'binary')),
          ]),
        ]),
      ]),
    ]),
  ]);
}
