// The hostile-input table (issue 13): requests no client should send, across every route and
// method. Each must be refused with a 4xx in the API's one error shape and change nothing.
import {
  sampleComplaint,
  sampleContactMessage,
  sampleHallFee,
  sampleRoomAllotment,
  sampleTokenPurchase,
} from '@hall/model/samples';
import { claimsFor, selfSignedToken, unsignedToken } from './forge.ts';

/** Who sends a case: a seeded identity, or a literal Authorization header. */
export type Sender = 'visitor' | 'studentA' | 'studentB' | 'unverified' | 'admin' | { authorization: string };

export interface HostileCase {
  name: string;
  method: string;
  /** The request target as sent on the wire (no normalisation). */
  path: string;
  as: Sender;
  headers?: Record<string, string>;
  /** JSON to serialise, or the exact bytes of the body. */
  json?: unknown;
  body?: string | Buffer;
  /** When the exact status matters; any 4xx otherwise. */
  status?: number;
}

/** A case sent as raw bytes over a socket: framing Node refuses, or a body the client never finishes. */
export interface RawCase {
  name: string;
  /** Builds the bytes; `auth` is `Authorization: Bearer …` for the given sender. */
  bytes: (auth: (who: Sender) => string) => string | Buffer;
  /** Hang up after sending (an aborted upload): no answer is expected, only a server still serving. */
  abort?: boolean;
  status?: number;
}

/** The records the table aims at, seeded before it runs. */
export interface Seeded {
  adminEmail: string;
  studentA: { uid: string; email: string; studentId: string };
  studentB: { uid: string; email: string; studentId: string };
  /** A's pending and approved (PDF attached) token purchases, B's token, and one of each other kind. */
  tokenA: string;
  approvedTokenA: string;
  tokenB: string;
  hallFeeA: string;
  roomA: string;
  complaintB: string;
  messageA: string;
  noticeFile: string;
}

const BOUNDARY = 'hostileBoundary7MA4YWxk';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

function filePart(name: string, fileName: string, bytes: string | Buffer, type = 'application/pdf'): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from('\r\n'),
  ]);
}
const fieldPart = (name: string, value: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const closing = Buffer.from(`--${BOUNDARY}--\r\n`);
const form = (...parts: Buffer[]) => Buffer.concat([...parts, closing]);

const FAKE_PDF_HEAD = '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n';
/** Bytes that are not a PDF, whatever the name says. */
const NOT_PDFS: Array<[string, string | Buffer]> = [
  ['an HTML page named .pdf', '<html><script>alert(1)</script></html>'],
  ['a PNG named .pdf', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
  ['a ZIP named .pdf', Buffer.from('504b0304140000000800', 'hex')],
  ['an ELF binary named .pdf', Buffer.from('7f454c46020101000000', 'hex')],
  ['an empty file', ''],
  ['HTML with a PDF header further in (polyglot)', `<html><body>${FAKE_PDF_HEAD}</body></html>`],
  ['a JavaScript file with a PDF comment (polyglot)', `/* ${FAKE_PDF_HEAD} */ fetch('/api/users')`],
  ['a GIF with a PDF trailer (polyglot)', Buffer.concat([Buffer.from('GIF89a'), Buffer.from(FAKE_PDF_HEAD)])],
  ['text saying PDF', 'PDF PDF PDF'],
  ['a UTF-16 PDF header', Buffer.from('\uFEFF%PDF-1.4', 'utf16le')],
];

/** The shapes an id must not take: every one is a 404 or a 400, never a read of something else. */
const BAD_IDS = [
  'x',
  '0'.repeat(24),
  'A'.repeat(24),
  '..%2F..%2Fportal.sqlite',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  "1'%20OR%20'1'%3D'1",
  '__proto__',
  'constructor',
  '%00',
  'f'.repeat(25),
  '%E2%80%8B' + 'a'.repeat(24),
  'a'.repeat(5000),
];

/** Traversal spelled every way we know, for the notice-file route and /assets/. */
const TRAVERSALS = [
  '../portal.sqlite',
  '..%2fportal.sqlite',
  '%2e%2e%2fportal.sqlite',
  '%2e%2e/portal.sqlite',
  '%252e%252e%252fportal.sqlite',
  '..%5cportal.sqlite',
  '..\\portal.sqlite',
  '%c0%ae%c0%ae%c0%afportal.sqlite',
  '....//portal.sqlite',
  '..%00/portal.sqlite',
  '%2e%2e%5c%2e%2e%5cetc%5cpasswd',
  '..;/portal.sqlite',
];

const SQL = ["' OR '1'='1", '1; DROP TABLE users; --', '" OR ""="', "admin'--", '1 UNION SELECT * FROM payments'];
const HTML = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)'];
/**
 * Text that shows nothing: zero-width, joiners, BOM, control characters, bidi overrides, combining
 * marks with no letter, lone halves of a surrogate pair.
 */
const INVISIBLE = [
  '\u200B\u200B',
  '\u0000',
  '\u200D\u200C\u2060',
  '\uFEFF',
  '\u202E\u202D',
  '\u0007\u0008\u001B',
  ' \u3164 ',
  '\u0301\u0301\u0301',
  '\uD800',
];

/** Forged and broken credentials, each a 401 on a route that needs a caller. */
function badCredentials(seeded: Seeded): Array<[string, string]> {
  const admin = claimsFor(seeded.studentA.uid, seeded.adminEmail);
  const expired = claimsFor(seeded.studentA.uid, seeded.studentA.email, { exp: Math.floor(Date.now() / 1000) - 3600 });
  return [
    ['an unsigned token claiming the admin address', `Bearer ${unsignedToken(admin)}`],
    ["a token signed with the attacker's key", `Bearer ${selfSignedToken(admin)}`],
    ['an expired token', `Bearer ${unsignedToken(expired)}`],
    ['garbage after Bearer', 'Bearer not-a-token'],
    ['Basic credentials', `Basic ${Buffer.from('admin:admin').toString('base64')}`],
    ['Bearer with no token', 'Bearer'],
    ['two tokens', 'Bearer a.b.c Bearer d.e.f'],
  ];
}

/** Every route and method the API answers, with what a refused write to it looks like. */
export function hostileTable(seeded: Seeded): HostileCase[] {
  const cases: HostileCase[] = [];
  const add = (c: HostileCase) => cases.push(c);
  const tx = 'TXHOSTILE99';
  // Dates the hostile values (an end before the start) are measured against.
  const token = sampleTokenPurchase({ Start_date: '2026-12-01', End_date: '2026-12-30', Transaction_id: tx });
  const hallFee = sampleHallFee({ Transaction_id: tx });
  const room = sampleRoomAllotment();
  const complaint = sampleComplaint();
  const message = sampleContactMessage();

  // ---- 1. Every route that needs a caller: nobody, and forged or broken credentials ----------
  const guarded: Array<[string, string, unknown?]> = [
    ['POST', '/api/users', { name: 'Mallory', email: seeded.studentA.email, id: '1904999' }],
    ['GET', '/api/users'],
    ['GET', '/api/users/me'],
    ['PATCH', '/api/users/me', { name: 'Mallory' }],
    ['POST', '/api/tokenpurches', token],
    ['GET', '/api/tokenpurches'],
    ['GET', `/api/tokenpurches?email=${encodeURIComponent(seeded.studentA.email)}`],
    ['PATCH', `/api/tokenpurches/${seeded.tokenA}`, { status: 'confirm' }],
    ['DELETE', `/api/tokenpurches/${seeded.tokenA}`],
    ['POST', `/api/tokenpurches/${seeded.approvedTokenA}/pdf`],
    ['GET', `/api/tokenpurches/${seeded.approvedTokenA}/pdf`],
    ['POST', '/api/hallfee', hallFee],
    ['GET', '/api/hallfee'],
    ['PATCH', `/api/hallfee/${seeded.hallFeeA}`, { status: 'confirm' }],
    ['PATCH', `/api/hallfee/${seeded.hallFeeA}`, { status: 'rejected', rejectReason: 'Not paid' }],
    ['DELETE', `/api/hallfee/${seeded.hallFeeA}`],
    ['POST', '/api/roomallotement', room],
    ['GET', '/api/roomallotement'],
    ['PATCH', `/api/roomallotement/${seeded.roomA}`, { status: 'confirm', SelectedRoom: '101' }],
    ['DELETE', `/api/roomallotement/${seeded.roomA}`],
    ['POST', '/api/complains', complaint],
    ['GET', '/api/complains'],
    ['DELETE', `/api/complains/${seeded.complaintB}`],
    ['POST', '/api/upload-pdf'],
    ['POST', '/api/messages', message],
    ['GET', '/api/messages'],
    ['DELETE', `/api/messages/${seeded.messageA}`],
  ];
  for (const [method, path, json] of guarded) {
    add({ name: `${method} ${path} without a token`, method, path, as: 'visitor', json, status: 401 });
    for (const [label, authorization] of badCredentials(seeded)) {
      add({ name: `${method} ${path} with ${label}`, method, path, as: { authorization }, json, status: 401 });
    }
  }

  // ---- 2. A student acting on another's records, or as the admin ------------------------------
  const asStudent: Array<[string, string, unknown?]> = [
    ['GET', '/api/users'],
    ['PATCH', `/api/tokenpurches/${seeded.tokenA}`, { status: 'confirm' }],
    ['PATCH', `/api/tokenpurches/${seeded.tokenB}`, { status: 'confirm' }],
    ['PATCH', `/api/tokenpurches/${seeded.tokenA}`, { status: 'rejected', rejectReason: 'Changed my mind' }],
    ['PATCH', `/api/roomallotement/${seeded.roomA}`, { status: 'rejected', rejectReason: 'Changed my mind' }],
    ['DELETE', `/api/tokenpurches/${seeded.tokenB}`],
    ['DELETE', `/api/tokenpurches/${seeded.tokenA}`],
    ['GET', '/api/tokenpurches'],
    ['GET', `/api/tokenpurches?email=${encodeURIComponent(seeded.studentB.email)}`],
    ['GET', `/api/tokenpurches?email=${encodeURIComponent(seeded.studentB.email.toUpperCase())}`],
    ['GET', `/api/tokenpurches/${seeded.tokenB}/pdf`],
    ['POST', `/api/tokenpurches/${seeded.approvedTokenA}/pdf`],
    ['PATCH', `/api/hallfee/${seeded.hallFeeA}`, { status: 'confirm' }],
    ['DELETE', `/api/hallfee/${seeded.hallFeeA}`],
    ['GET', '/api/hallfee'],
    ['PATCH', `/api/roomallotement/${seeded.roomA}`, { status: 'confirm', SelectedRoom: '101' }],
    ['GET', `/api/roomallotement?email=${encodeURIComponent(seeded.studentB.email)}`],
    ['DELETE', `/api/complains/${seeded.complaintB}`],
    ['GET', '/api/complains'],
    ['GET', `/api/complains?email=${encodeURIComponent(seeded.studentB.email)}`],
    ['POST', '/api/upload-pdf'],
    ['GET', '/api/messages'],
    ['DELETE', `/api/messages/${seeded.messageA}`],
    ['POST', '/api/users', { name: 'Mallory', email: seeded.studentB.email, id: seeded.studentB.studentId }],
    ['POST', '/api/users', { name: 'Mallory', email: seeded.adminEmail, id: '1' }],
    ['POST', '/api/users', { name: 'Again', email: seeded.studentA.email, id: seeded.studentA.studentId }],
    ['POST', '/api/tokenpurches', { ...token, email: seeded.studentB.email }],
    ['POST', '/api/tokenpurches', { ...token, id: seeded.studentB.studentId }],
    ['POST', '/api/complains', { ...complaint, name: 'Somebody Else' }],
    ['POST', '/api/tokenpurches', { ...token, status: 'confirm' }],
    ['POST', '/api/roomallotement', { ...room, SelectedRoom: '101' }],
  ];
  for (const [method, path, json] of asStudent)
    add({
      name: `student A: ${method} ${path} ${json ? JSON.stringify(json).slice(0, 60) : ''}`,
      method,
      path,
      as: 'studentA',
      json,
    });
  // The scheme is case-insensitive: the token is read (403, not 401).
  for (const scheme of ['bearer', 'BEARER', 'BeArEr']) {
    add({
      name: `student A with "${scheme}" lists every user`,
      method: 'GET',
      path: '/api/users',
      as: 'studentA',
      headers: { 'x-scheme': scheme },
      status: 403,
    });
  }
  // Signed in, verified, but no student record; and an unverified account.
  add({
    name: 'an account without a record files a complaint',
    method: 'POST',
    path: '/api/complains',
    as: 'unverified',
    json: complaint,
  });
  add({
    name: 'an unverified account files a token',
    method: 'POST',
    path: '/api/tokenpurches',
    as: 'unverified',
    json: token,
  });
  add({
    name: 'an unverified account creates a record',
    method: 'POST',
    path: '/api/users',
    as: 'unverified',
    json: { name: 'U', email: 'u1@student.cuet.ac.bd', id: '1' },
  });

  // ---- 3. Bodies: wrong types, missing and extra fields, prototype keys, sizes, unicode, SQL ---
  const writes: Array<{
    method: string;
    path: string;
    as: Sender;
    valid: Record<string, unknown>;
    fields: Record<string, unknown[]>;
  }> = [
    {
      method: 'POST',
      path: '/api/tokenpurches',
      as: 'studentA',
      valid: token,
      fields: {
        Start_date: [
          '0000-01-01',
          '9999-12-31',
          '2026-02-30',
          '2026-12-01T00:00:00Z',
          '１２０２６-12-01',
          ...SQL.slice(0, 2),
        ],
        End_date: ['2026-11-30', '2100-01-01'],
        Transaction_id: [
          ...SQL,
          ...HTML,
          'TX１２３４５６',
          'ТХ123456',
          'TX-12\u00003456',
          '\u200B'.repeat(8),
          'x'.repeat(31),
        ],
        bkash_number: ['٠١٧١٢٣٤٥٦٧٨', '0171234\u00005678x', '+8811712345678', 1712345678],
        package1: ['45', 30, ['30'], { $gt: '' }],
        amount: ['1', 2500, null],
      },
    },
    {
      method: 'POST',
      path: '/api/hallfee',
      as: 'studentA',
      valid: hallFee,
      fields: {
        month_start: ['January', 'JANUARY', 'jan', 13, '<b>june</b>'],
        month_end: ['', true],
        lavel: ['5', 2, '\u0000'],
        term: ['3', []],
        Transaction_id: [SQL[0], HTML[0], {}],
      },
    },
    {
      method: 'POST',
      path: '/api/roomallotement',
      as: 'studentA',
      valid: room,
      fields: {
        apply_date: ['0000-01-01', '9999-12-31', '2026-13-01', 20260503],
        room_1: ['../101', '101; DROP', 'R'.repeat(21), '\u200B'],
        student_Id_1: [SQL[1], '1904 001', ''],
        pre_room: [HTML[0]],
      },
    },
    {
      method: 'POST',
      path: '/api/complains',
      as: 'studentA',
      valid: complaint,
      fields: { complains: [...INVISIBLE, 'x'.repeat(2001), 42, ['complaint'], { text: 'x' }, null] },
    },
    {
      method: 'POST',
      path: '/api/messages',
      as: 'studentA',
      valid: message,
      fields: {
        message: [...INVISIBLE.slice(0, 3), 'x'.repeat(2001)],
        user_email: [HTML[0], SQL[0], 'a@b'],
        from_name: ['\u200B', 'n'.repeat(81)],
      },
    },
    {
      method: 'POST',
      path: '/api/users',
      as: 'studentA',
      valid: { name: 'Rahim', email: seeded.studentA.email, id: seeded.studentA.studentId },
      fields: { name: ['\u200B\u200B', '\u0000'], email: ['x@gmail.com', SQL[0]], id: [SQL[1], '19/04'] },
    },
    {
      method: 'PATCH',
      path: '/api/users/me',
      as: 'studentA',
      valid: { name: 'Rahim Uddin', phone: '01712345678' },
      fields: { name: ['', ...INVISIBLE.slice(0, 3), 7], phone: ['123', '01712345678; DROP', '٠١٧١٢٣٤٥٦٧٨'] },
    },
    {
      method: 'PATCH',
      path: `/api/tokenpurches/${seeded.tokenA}`,
      as: 'admin',
      valid: { status: 'confirm' },
      fields: { status: ['pending', 'CONFIRM', 'ｃonfirm', 'confirm\u0000x', true, null] },
    },
    {
      method: 'PATCH',
      path: `/api/hallfee/${seeded.hallFeeA}`,
      as: 'admin',
      valid: { status: 'confirm' },
      fields: { status: ['', 'confirmed'] },
    },
    {
      method: 'PATCH',
      path: `/api/hallfee/${seeded.hallFeeA}`,
      as: 'admin',
      valid: { status: 'rejected', rejectReason: 'Not paid' },
      fields: {
        rejectReason: ['', ...INVISIBLE.slice(0, 3), 'x'.repeat(201), 42, null, ['Not paid'], { text: 'x' }],
        status: ['REJECTED', 'rejected\u0000'],
      },
    },
    {
      method: 'PATCH',
      path: `/api/roomallotement/${seeded.roomA}`,
      as: 'admin',
      valid: { status: 'confirm', SelectedRoom: '101' },
      fields: { SelectedRoom: ['', '../../etc', HTML[1], '\u200B'], status: ['no'] },
    },
  ];
  for (const write of writes) {
    const base = { method: write.method, path: write.path, as: write.as };
    for (const [field, values] of Object.entries(write.fields)) {
      for (const value of values) {
        add({
          ...base,
          name: `${write.method} ${write.path}: ${field} = ${JSON.stringify(value).slice(0, 40)}`,
          json: { ...write.valid, [field]: value },
        });
      }
    }
    const shapes: Array<[string, Partial<HostileCase>]> = [
      ['an empty object', { json: {} }],
      ['an array', { json: [write.valid] }],
      ['a string', { json: 'confirm' }],
      ['a number', { json: 42 }],
      ['null', { body: 'null', headers: { 'content-type': 'application/json' } }],
      ['a missing field', { json: Object.fromEntries(Object.entries(write.valid).slice(1)) }],
      ['an extra field', { json: { ...write.valid, role: 'admin' } }],
      [
        'a __proto__ key',
        {
          body: JSON.stringify(write.valid).replace(/^\{/, '{"__proto__":{"status":"confirm","admin":true},'),
          headers: { 'content-type': 'application/json' },
        },
      ],
      ['a constructor.prototype key', { json: { ...write.valid, constructor: { prototype: { admin: true } } } }],
      ['invalid JSON', { body: '{"status": "confirm",', headers: { 'content-type': 'application/json' } }],
      ['a body over 32 KB', { json: { ...write.valid, padding: 'x'.repeat(40_000) }, status: 413 }],
      [
        'a deeply nested body',
        { body: `${'['.repeat(5000)}${']'.repeat(5000)}`, headers: { 'content-type': 'application/json' } },
      ],
      [
        'form-encoded fields',
        {
          body: new URLSearchParams(Object.entries(write.valid).map(([k, v]) => [k, String(v)])).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
      ],
      [
        'a gzip-encoded body that is not gzip',
        {
          body: JSON.stringify(write.valid),
          headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        },
      ],
      [
        'an unsupported Content-Encoding',
        {
          body: JSON.stringify(write.valid),
          headers: { 'content-type': 'application/json', 'content-encoding': 'compress' },
          status: 415,
        },
      ],
      [
        'a UTF-32 charset',
        { body: JSON.stringify(write.valid), headers: { 'content-type': 'application/json; charset=utf-32' } },
      ],
      [
        'a Latin-1 charset',
        {
          body: JSON.stringify(write.valid),
          headers: { 'content-type': 'application/json; charset=latin1' },
          status: 415,
        },
      ],
    ];
    // The key is read on POST only: every write route takes it there.
    if (write.method === 'POST')
      shapes.push([
        'a malformed Idempotency-Key',
        { json: write.valid, headers: { 'idempotency-key': 'no spaces allowed' } },
      ]);
    for (const [label, change] of shapes) add({ ...base, name: `${write.method} ${write.path}: ${label}`, ...change });
  }

  // ---- 4. Malformed and unknown ids on every route that takes one ----------------------------
  const byId: Array<[string, (id: string) => string, Sender, unknown?]> = [
    ['PATCH', (id) => `/api/tokenpurches/${id}`, 'admin', { status: 'confirm' }],
    ['DELETE', (id) => `/api/tokenpurches/${id}`, 'admin'],
    ['PATCH', (id) => `/api/hallfee/${id}`, 'admin', { status: 'confirm' }],
    ['DELETE', (id) => `/api/hallfee/${id}`, 'admin'],
    ['PATCH', (id) => `/api/roomallotement/${id}`, 'admin', { status: 'confirm', SelectedRoom: '101' }],
    ['DELETE', (id) => `/api/roomallotement/${id}`, 'admin'],
    ['DELETE', (id) => `/api/complains/${id}`, 'admin'],
    ['DELETE', (id) => `/api/messages/${id}`, 'admin'],
    ['GET', (id) => `/api/tokenpurches/${id}/pdf`, 'admin'],
    ['DELETE', (id) => `/api/users/${id}`, 'admin'],
    ['GET', (id) => `/api/transactions/${id}`, 'admin'],
  ];
  for (const [method, path, as, json] of byId) {
    for (const id of BAD_IDS) add({ name: `${method} ${path(id.slice(0, 30))}`, method, path: path(id), as, json });
  }
  for (const id of BAD_IDS.slice(0, 4)) {
    add({
      name: `attach a PDF to token ${id.slice(0, 30)}`,
      method: 'POST',
      path: `/api/tokenpurches/${id}/pdf`,
      as: 'admin',
      body: form(filePart('file', 'a.pdf', FAKE_PDF_HEAD)),
      headers: { 'content-type': MULTIPART },
    });
  }

  // ---- 5. Traversal in every encoding, and malformed percent-encoding -----------------------
  for (const traversal of TRAVERSALS) {
    add({ name: `GET /api/pdf/${traversal}`, method: 'GET', path: `/api/pdf/${traversal}`, as: 'visitor' });
    add({ name: `GET /assets/${traversal}`, method: 'GET', path: `/assets/${traversal}`, as: 'visitor' });
    add({
      name: `GET /assets/x/../../${traversal}`,
      method: 'GET',
      path: `/assets/x/%2e%2e/${traversal}`,
      as: 'visitor',
    });
  }
  for (const name of [
    'a.pdf',
    `${seeded.noticeFile.slice(0, -4)}.PDF`,
    `${seeded.noticeFile}%00.html`,
    `${seeded.noticeFile}/x`,
    '.pdf',
  ]) {
    add({ name: `GET /api/pdf/${name}`, method: 'GET', path: `/api/pdf/${name}`, as: 'visitor', status: 404 });
  }
  for (const path of [
    '/api/tokenpurches/%zz',
    '/api/tokenpurches/%E0%A4%A',
    '/api/hallfee/%',
    '/api/pdf/%ff%fe',
    '/api/messages/%C0%80',
    '/api/tokenpurches/%zz/pdf',
    '/assets/%zz',
    '/assets/%E0%A4%A.js',
  ]) {
    add({
      name: `malformed percent-encoding: DELETE/GET ${path}`,
      method: path.startsWith('/assets') ? 'GET' : 'DELETE',
      path,
      as: 'admin',
      status: 400,
    });
  }

  // ---- 6. Uploads: not PDFs, polyglots, broken multipart, on both upload routes -------------
  const uploads: Array<[string, string, (file: Buffer) => Buffer]> = [
    [
      'POST',
      '/api/upload-pdf',
      (file) => form(fieldPart('title', 'Hall notice'), fieldPart('date', '2026-05-03'), file),
    ],
    ['POST', `/api/tokenpurches/${seeded.approvedTokenA}/pdf`, (file) => form(file)],
  ];
  for (const [method, path, wrap] of uploads) {
    const multipart = (label: string, body: Buffer, extra: Partial<HostileCase> = {}) =>
      add({
        name: `${path}: ${label}`,
        method,
        path,
        as: 'admin',
        body,
        headers: { 'content-type': MULTIPART },
        ...extra,
      });
    for (const [label, bytes] of NOT_PDFS) multipart(label, wrap(filePart('file', 'notice.pdf', bytes)));
    const pdf = filePart('file', 'notice.pdf', FAKE_PDF_HEAD);
    const whole = wrap(pdf);
    multipart(
      'cut off inside the file part (no closing boundary)',
      whole.subarray(0, whole.length - closing.length - 20),
    );
    multipart('cut off inside the part headers', whole.subarray(0, whole.indexOf('filename') + 4));
    multipart('only a boundary line', Buffer.from(`--${BOUNDARY}\r\n`));
    multipart('garbage', Buffer.from('\u0000\u0001\u0002 not multipart at all'));
    multipart('an empty body', Buffer.alloc(0));
    multipart('no file part', wrap(Buffer.alloc(0)));
    multipart('two files', wrap(Buffer.concat([pdf, filePart('file', 'second.pdf', FAKE_PDF_HEAD)])));
    multipart('the file under another name', wrap(filePart('attachment', 'a.pdf', FAKE_PDF_HEAD)));
    multipart('an unknown field', wrap(Buffer.concat([fieldPart('status', 'confirm'), pdf])));
    multipart('a __proto__ field', wrap(Buffer.concat([fieldPart('__proto__', 'x'), pdf])));
    multipart('a compressed body', whole, {
      headers: { 'content-type': MULTIPART, 'content-encoding': 'gzip' },
      status: 415,
    });
    multipart('no boundary parameter', whole, { headers: { 'content-type': 'multipart/form-data' } });
    multipart("another boundary than the body's", whole, {
      headers: { 'content-type': 'multipart/form-data; boundary=other' },
    });
    multipart('JSON instead of multipart', Buffer.from('{"title":"x"}'), {
      headers: { 'content-type': 'application/json' },
    });
    multipart('a 2 KB field', form(fieldPart('title', 'x'.repeat(2048)), pdf));
    multipart(
      'a file with a traversal name',
      wrap(filePart('file', '../../../portal.sqlite', 'SQLite format 3\u0000')),
    );
  }
  const notice = (fields: Buffer[]) => form(...fields, filePart('file', 'notice.pdf', FAKE_PDF_HEAD));
  const noticeCase = (label: string, fields: Buffer[]) =>
    add({
      name: `/api/upload-pdf: ${label}`,
      method: 'POST',
      path: '/api/upload-pdf',
      as: 'admin',
      body: notice(fields),
      headers: { 'content-type': MULTIPART },
    });
  noticeCase('no title', [fieldPart('date', '2026-05-03')]);
  noticeCase('a zero-width title', [fieldPart('title', '\u200B\u200B'), fieldPart('date', '2026-05-03')]);
  noticeCase('a NUL title', [fieldPart('title', '\u0000'), fieldPart('date', '2026-05-03')]);
  noticeCase('the date 9999-12-31', [fieldPart('title', 'Notice'), fieldPart('date', '9999-12-31')]);
  noticeCase('the date 0000-01-01', [fieldPart('title', 'Notice'), fieldPart('date', '0000-01-01')]);
  noticeCase('an SQL date', [fieldPart('title', 'Notice'), fieldPart('date', SQL[0] ?? '')]);

  // ---- 7. Methods and routes that do not exist ---------------------------------------------
  for (const [method, path] of [
    ['PUT', '/api/users/me'],
    ['DELETE', '/api/users/me'],
    ['PUT', '/api/tokenpurches'],
    ['PATCH', '/api/tokenpurches'],
    ['DELETE', '/api/tokenpurches'],
    ['PATCH', `/api/complains/${seeded.complaintB}`],
    ['PUT', `/api/hallfee/${seeded.hallFeeA}`],
    ['POST', '/api/get-pdf'],
    ['DELETE', '/api/get-pdf'],
    ['POST', '/api/health'],
    ['GET', '/api/nothing-here'],
    ['POST', '/api/admin'],
    ['GET', '/api/users/me/../../messages'],
    ['GET', '/api/users/%2e%2e/messages'],
    ['PATCH', `/api/messages/${seeded.messageA}`],
  ] as const) {
    add({
      name: `${method} ${path} (no such route)`,
      method,
      path,
      as: 'admin',
      json: method === 'GET' || method === 'DELETE' ? undefined : { status: 'confirm' },
    });
  }
  return cases;
}

/** Framing Node refuses before Express, and uploads the client never finishes. */
export function rawTable(seeded: Seeded): RawCase[] {
  const upload = (path: string, auth: string, body: Buffer, declared: number) =>
    Buffer.concat([
      Buffer.from(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${auth}\r\nContent-Type: ${MULTIPART}\r\nContent-Length: ${declared}\r\nConnection: close\r\n\r\n`,
      ),
      body,
    ]);
  const started = filePart('file', 'notice.pdf', `${FAKE_PDF_HEAD}${'x'.repeat(4096)}`);
  const cases: RawCase[] = [
    {
      name: 'a 40 KB header',
      bytes: () =>
        `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(40_000)}\r\nConnection: close\r\n\r\n`,
      status: 431,
    },
    {
      name: '200 headers of 300 bytes',
      bytes: () =>
        `GET /api/get-pdf HTTP/1.1\r\nHost: 127.0.0.1\r\n${Array.from({ length: 200 }, (_, i) => `X-H${i}: ${'b'.repeat(300)}\r\n`).join('')}Connection: close\r\n\r\n`,
      status: 431,
    },
    {
      name: 'a 20 KB Authorization header',
      bytes: () =>
        `GET /api/users HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${'c'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
      status: 431,
    },
    {
      name: 'a path of 20,000 characters',
      bytes: () => `GET /api/pdf/${'d'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
    },
    { name: 'a malformed request line', bytes: () => 'GET /api/health HTTP/9.Z\r\n\r\n', status: 400 },
    {
      name: 'a header with a NUL',
      bytes: () => 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-A: a\u0000b\r\n\r\n',
      status: 400,
    },
    {
      name: 'a space in the path',
      bytes: () => 'GET /api/pdf/a b.pdf HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
      status: 400,
    },
    {
      name: 'Content-Length and Transfer-Encoding together (smuggling)',
      bytes: (auth) =>
        `POST /api/complains HTTP/1.1\r\nHost: 127.0.0.1\r\n${auth('studentA')}\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
      status: 400,
    },
    {
      name: 'a bad chunk size',
      bytes: (auth) =>
        `POST /api/complains HTTP/1.1\r\nHost: 127.0.0.1\r\n${auth('studentA')}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
      status: 400,
    },
    {
      name: 'a malformed percent-encoding in the path',
      bytes: (auth) =>
        `DELETE /api/complains/%zz HTTP/1.1\r\nHost: 127.0.0.1\r\n${auth('admin')}\r\nConnection: close\r\n\r\n`,
      status: 400,
    },
    {
      name: 'an Expect header other than 100-continue',
      bytes: (auth) =>
        `POST /api/complains HTTP/1.1\r\nHost: 127.0.0.1\r\n${auth('studentA')}\r\nExpect: 200-ok\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
      status: 417,
    },
    {
      name: 'CONNECT, as to a proxy',
      bytes: () => 'CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n',
      status: 405,
    },
  ];
  for (const path of ['/api/upload-pdf', `/api/tokenpurches/${seeded.approvedTokenA}/pdf`]) {
    cases.push({
      name: `${path}: the client hangs up in the middle of the file`,
      bytes: (auth) => upload(path, auth('admin'), started, started.length + 100_000),
      abort: true,
    });
    cases.push({
      name: `${path}: the client hangs up inside the part headers`,
      bytes: (auth) => upload(path, auth('admin'), started.subarray(0, 40), 10_000),
      abort: true,
    });
    cases.push({
      name: `${path}: the body is shorter than Content-Length`,
      bytes: (auth) => upload(path, auth('admin'), started, started.length + 50),
      abort: true,
    });
  }
  return cases;
}
