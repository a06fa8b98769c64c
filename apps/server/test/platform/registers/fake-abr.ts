import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of the ABR's JSON web services (ABN Lookup), answering as the real one does:
 * GET /json/AbnDetails.aspx?abn=...&guid=...&callback=... and /json/AcnDetails.aspx?acn=...,
 * each answered `callback({...})` with the same fields. A number it does not hold gets an empty
 * Abn and a Message; a GUID other than FAKE_ABR_GUID gets the ABR's "not recognised" Message.
 * The wording of the not-found Message is not relied on by the adapter.
 */
export const FAKE_ABR_GUID = '0f1e2d3c-4b5a-6978-8695-a4b3c2d1e0f9';

export interface AbrAnswer {
  Abn: string;
  AbnStatus: string;
  AbnStatusEffectiveFrom: string;
  Acn: string;
  AddressDate: string | null;
  AddressPostcode: string;
  AddressState: string;
  BusinessName: string[];
  EntityName: string;
  EntityTypeCode: string;
  EntityTypeName: string;
  Gst: string | null;
  Message: string;
}

const EMPTY: AbrAnswer = {
  Abn: '',
  AbnStatus: '',
  AbnStatusEffectiveFrom: '',
  Acn: '',
  AddressDate: null,
  AddressPostcode: '',
  AddressState: '',
  BusinessName: [],
  EntityName: '',
  EntityTypeCode: '',
  EntityTypeName: '',
  Gst: null,
  Message: '',
};

export const abrAnswer = (fields: Partial<AbrAnswer>): AbrAnswer => ({ ...EMPTY, ...fields });

export interface FakeAbr {
  /** What to give the adapter as its base URL. */
  baseUrl: string;
  /** Every request received, in order. */
  requests: URL[];
  /** Answer only after this long (0: at once). */
  delayMs: number;
  /** Send the head and half a body, then nothing more. */
  stallBody: boolean;
  /** Answer this HTTP status with an error page instead. */
  status: number | undefined;
  /** Answer this body, verbatim, instead of the record. */
  rawBody: string | undefined;
  close(): Promise<void>;
}

export async function startFakeAbr(records: readonly AbrAnswer[]): Promise<FakeAbr> {
  const byAbn = new Map(records.map((r) => [r.Abn, r]));
  const byAcn = new Map(records.filter((r) => r.Acn).map((r) => [r.Acn, r]));
  const timers = new Set<NodeJS.Timeout>();

  const answerFor = (url: URL): AbrAnswer | undefined => {
    if (url.searchParams.get('guid') !== FAKE_ABR_GUID)
      return abrAnswer({ Message: 'The GUID entered is not recognised as a Registered Party' });
    const notFound = abrAnswer({ Message: 'No records found' });
    if (url.pathname === '/json/AbnDetails.aspx') return byAbn.get(url.searchParams.get('abn') ?? '') ?? notFound;
    if (url.pathname === '/json/AcnDetails.aspx') return byAcn.get(url.searchParams.get('acn') ?? '') ?? notFound;
    return undefined;
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-abr');
    fake.requests.push(url);
    const send = () => {
      if (res.destroyed) return;
      if (fake.status !== undefined) return void res.writeHead(fake.status).end('<html>Service Unavailable</html>');
      if (fake.stallBody)
        return void res.writeHead(200, { 'content-type': 'text/javascript' }).write('callback({"Abn":');
      const answer = answerFor(url);
      if (!answer) return void res.writeHead(404).end();
      const body = fake.rawBody ?? `${url.searchParams.get('callback') ?? 'callback'}(${JSON.stringify(answer)})`;
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(body);
    };
    if (fake.delayMs === 0) return send();
    const timer = setTimeout(() => {
      timers.delete(timer);
      send();
    }, fake.delayMs);
    timers.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const fake: FakeAbr = {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/json/`,
    requests: [],
    delayMs: 0,
    stallBody: false,
    status: undefined,
    rawBody: undefined,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
