import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type OidcAccount } from 'oidc-provider';

/** A person at the test's OpenID provider. */
export interface ProviderAccount {
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

export interface TestOpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/** oidc-provider's storage in a Map (its own in-memory adapter warns on every start). */
function memoryAdapter() {
  const store = new Map<string, Record<string, unknown>>();
  return class MemoryAdapter {
    private readonly model: string;
    constructor(model: string) {
      this.model = model;
    }
    private key(id: string): string {
      return `${this.model}:${id}`;
    }
    private all(): Record<string, unknown>[] {
      return [...store].filter(([key]) => key.startsWith(`${this.model}:`)).map(([, value]) => value);
    }
    async upsert(id: string, payload: Record<string, unknown>): Promise<void> {
      store.set(this.key(id), payload);
    }
    async find(id: string) {
      return store.get(this.key(id));
    }
    async findByUid(uid: string) {
      return this.all().find((payload) => payload.uid === uid);
    }
    async findByUserCode(userCode: string) {
      return this.all().find((payload) => payload.userCode === userCode);
    }
    async consume(id: string): Promise<void> {
      const payload = store.get(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string): Promise<void> {
      store.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string): Promise<void> {
      for (const [key, payload] of store) if (payload.grantId === grantId) store.delete(key);
    }
  };
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A real OpenID provider (the `oidc-provider` package) on a loopback port, with a small login page
 * of its own: the company's single sign-on as a browser meets it. Anyone in `accounts` signs in
 * with their e-mail; consent is given on the spot. `redirectUri` is the product's callback.
 */
export async function startOpenIdProvider(
  accounts: ProviderAccount[],
  redirectUri: string,
): Promise<TestOpenIdProvider> {
  const byEmail = new Map(accounts.map((account) => [account.email, account]));
  const clientId = 'datacare-e2e';
  const clientSecret = 'ein-langes-geheimnis-des-e2e-clients-0123456789';
  let handle: http.RequestListener = (_req, res) => res.end();
  const server = http.createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    adapter: memoryAdapter(),
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        token_endpoint_auth_method: 'client_secret_basic',
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'e2e', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['schluessel-der-cookies-des-e2e-providers'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    findAccount: async (_ctx: unknown, sub: string): Promise<OidcAccount | undefined> => {
      const account = byEmail.get(sub);
      return account && { accountId: sub, claims: async () => ({ sub, ...account }) };
    },
  });
  const callback = provider.callback();

  handle = (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const match = /^\/interaction\/([^/]+)(\/login)?$/.exec(url.pathname);
    if (!match) {
      callback(req, res);
      return;
    }
    void (async () => {
      const interaction = await provider.interactionDetails(req, res);
      if (interaction.prompt.name === 'login' && !match[2]) {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(`<!doctype html><html lang="de"><title>Firmen-Login</title>
          <h1>Firmen-Login</h1>
          <form method="post" action="/interaction/${escape(interaction.uid)}/login">
            <label>E-Mail <input name="email" type="email" autocomplete="username"></label>
            <button type="submit">Weiter</button>
          </form></html>`);
        return;
      }
      if (interaction.prompt.name === 'login') {
        let body = '';
        for await (const chunk of req) body += String(chunk);
        const email = new URLSearchParams(body).get('email') ?? '';
        const result = byEmail.has(email)
          ? { login: { accountId: email } }
          : { error: 'access_denied', error_description: 'Unbekanntes Konto' };
        await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
        return;
      }
      // Consent is given on the spot: the product asks only for openid, email and profile.
      const grant = interaction.grantId
        ? (await provider.Grant.find(interaction.grantId))!
        : new provider.Grant({
            accountId: interaction.session!.accountId,
            clientId: interaction.params.client_id as string,
          });
      const { missingOIDCScope, missingOIDCClaims } = interaction.prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
      };
      if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
      if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  };

  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
