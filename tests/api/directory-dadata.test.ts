import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as search } from '@/app/105/api/organization/search/route';
import { POST as addOrganization } from '@/app/105/api/organization/add/route';
import { setDirectory } from '@/lib/server/adapters/directory';
import { DaDataDirectory } from '@/lib/server/adapters/directory/dadata-directory';
import { DirectoryError } from '@/lib/server/adapters/directory/types';
import { call } from './support/call';
import { expectErrorLog } from './support/console';
import { FAKE_PARTIES, FakeDaData, individualParty, legalParty } from './support/fake-dadata';
import { legalEntity } from './support/organizations';

const fake = new FakeDaData();
const [logistic, trans, liquidated, vasilek] = FAKE_PARTIES as [
  (typeof FAKE_PARTIES)[number],
  (typeof FAKE_PARTIES)[number],
  (typeof FAKE_PARTIES)[number],
  (typeof FAKE_PARTIES)[number],
];
const MSG_UNAVAILABLE = 'Справочник организаций сейчас не отвечает. Попробуйте позже';
let directory: DaDataDirectory;

beforeAll(async () => {
  await fake.start();
  directory = new DaDataDirectory({ baseUrl: fake.baseUrl, apiKey: fake.apiKey });
});

afterAll(async () => {
  setDirectory(undefined);
  await fake.stop();
});

/** A port nothing listens on: a server's, closed. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('DaDataDirectory against a fake of DaData’s suggestions API', () => {
  it('searches legal entities by name with the key and maps them, leaving out liquidated ones', async () => {
    const companies = await directory.search('ромашка', 10);
    expect(companies).toEqual([
      {
        inn: logistic.data.inn,
        kpp: logistic.data.kpp,
        ogrn: logistic.data.ogrn,
        name: 'ООО "РОМАШКА-ЛОГИСТИК"',
        address: logistic.data.address!.value,
      },
      {
        inn: trans.data.inn,
        kpp: trans.data.kpp,
        ogrn: trans.data.ogrn,
        name: 'АО "РОМАШКА ТРАНС"',
        address: trans.data.address!.value,
      },
    ]);
    expect(companies.map((c) => c.inn)).not.toContain(liquidated.data.inn);
    expect(fake.requests.at(-1)).toEqual({
      path: '/suggest/party',
      authorization: `Token ${fake.apiKey}`,
      body: { query: 'ромашка', count: 10, type: 'LEGAL' },
    });
  });

  it('finds by the start of the ИНН, names a company by its full name when DaData has no short one, and asks for 20 at most', async () => {
    const [company] = await directory.search(vasilek.data.inn.slice(0, 6), 50);
    expect(company).toMatchObject({ inn: vasilek.data.inn, name: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "ВАСИЛЁК"' });
    expect(fake.requests.at(-1)!.body).toMatchObject({ count: 20 });
  });

  it('leaves out persons (ИП, a 12-digit ИНН) and records without an ИНН even when DaData answers them', async () => {
    const person = individualParty('7704123456', 'Ромашкин Иван Петрович');
    expect(person.data.inn).toMatch(/^\d{12}$/);
    fake.answerNext({ suggestions: [person, logistic, { value: 'без данных', data: {} }] });
    expect((await directory.search('ромашк', 10)).map((c) => c.inn)).toEqual([logistic.data.inn]);
  });

  it('byInn answers the one company with that ИНН, or null for an ИНН DaData does not know', async () => {
    expect(await directory.byInn(trans.data.inn)).toEqual({
      inn: trans.data.inn,
      kpp: trans.data.kpp,
      ogrn: trans.data.ogrn,
      name: 'АО "РОМАШКА ТРАНС"',
      address: trans.data.address!.value,
    });
    expect(fake.requests.at(-1)).toMatchObject({ path: '/findById/party', body: { query: trans.data.inn, type: 'LEGAL' } });
    expect(await directory.byInn(legalParty('770499999', 'ООО "НЕТ ТАКОГО"', undefined).data.inn)).toBeNull();
  });

  it('throws DirectoryError for a wrong key, no key, a server error, an answer that is not DaData’s, a timeout and a dead port', async () => {
    const bare = await fetch(`${fake.baseUrl}/suggest/party`, { method: 'POST', body: JSON.stringify({ query: 'ромашка' }) });
    expect([bare.status, (await bare.json()).family]).toEqual([401, 'CLIENT_ERROR']);
    const wrongKey = new DaDataDirectory({ baseUrl: fake.baseUrl, apiKey: 'not-the-key' });
    await expect(wrongKey.search('ромашка', 10)).rejects.toThrow(DirectoryError);
    const noKey = new DaDataDirectory({ baseUrl: fake.baseUrl, apiKey: '' });
    await expect(noKey.byInn(logistic.data.inn)).rejects.toThrow(/HTTP 401/);
    fake.failNext(1, 500);
    await expect(directory.search('ромашка', 10)).rejects.toThrow(new DirectoryError('DaData suggest/party: HTTP 500'));
    fake.answerNext({ message: 'not suggestions' });
    await expect(directory.byInn(logistic.data.inn)).rejects.toThrow(DirectoryError);
    fake.delayNext(1000);
    const impatient = new DaDataDirectory({ baseUrl: fake.baseUrl, apiKey: fake.apiKey, timeoutMs: 100 });
    await expect(impatient.search('ромашка', 10)).rejects.toThrow(DirectoryError);
    const dead = new DaDataDirectory({ baseUrl: `http://127.0.0.1:${await deadPort()}/suggestions/api/4_1/rs`, apiKey: 'k' });
    await expect(dead.search('ромашка', 10)).rejects.toThrow(DirectoryError);
    await expect(dead.byInn(logistic.data.inn)).rejects.toThrow(DirectoryError);
  });
});

describe('the organization API with DaData as the directory', () => {
  it('answers the fake’s companies to a legal entity’s search, marked as not sample data', async () => {
    setDirectory(directory);
    const auth = await legalEntity();
    const answer = await call(search, 'organization/search', { auth, query: { q: 'Ромашка' } });
    expect(answer.http).toBe(200);
    expect(answer.json.sandbox).toBe(false);
    expect(answer.json.companies.map((c: { inn: string }) => c.inn)).toEqual([logistic.data.inn, trans.data.inn]);
    expect(answer.json.companies[0]).toMatchObject({ name: 'ООО "РОМАШКА-ЛОГИСТИК"', kpp: logistic.data.kpp });
  });

  it('adds a company by its ИНН with DaData’s name and requisites', async () => {
    setDirectory(directory);
    const auth = await legalEntity();
    const added = await call(addOrganization, 'organization/add', {
      auth,
      body: { inn: trans.data.inn, countDays: 365, subscribeType: 'fleet' },
    });
    expect(added.http).toBe(200);
    expect(added.json.organization).toMatchObject({
      inn: trans.data.inn,
      name: 'АО "РОМАШКА ТРАНС"',
      kpp: trans.data.kpp,
      ogrn: trans.data.ogrn,
      countDays: 365,
      subscribeType: 'fleet',
      state: 'pending',
    });
    const unknown = await call(addOrganization, 'organization/add', {
      auth,
      body: { inn: legalParty('770499999', 'ООО "НЕТ ТАКОГО"', undefined).data.inn },
    });
    expect([unknown.http, unknown.json.error.code]).toEqual([400, 'invalid_input']);
  });

  it('answers 503 `unavailable` in Russian, with Retry-After, when DaData fails or cannot be reached', async () => {
    expectErrorLog(); // a 503 is logged for the operators
    const auth = await legalEntity();
    setDirectory(directory);
    fake.failNext(1, 500);
    const failed = await call(search, 'organization/search', { auth, query: { q: 'ромашка' } });
    expect(failed.http).toBe(503);
    expect(failed.json).toMatchObject({ status: 'error', error: { code: 'unavailable', errorDesc: MSG_UNAVAILABLE } });
    expect(failed.headers.get('retry-after')).toBe('30');
    setDirectory(new DaDataDirectory({ baseUrl: `http://127.0.0.1:${await deadPort()}/suggestions/api/4_1/rs`, apiKey: 'k' }));
    const added = await call(addOrganization, 'organization/add', { auth, body: { inn: logistic.data.inn } });
    expect(added.http).toBe(503);
    expect(added.json.error).toMatchObject({ code: 'unavailable', errorDesc: MSG_UNAVAILABLE });
  });
});
