import type { AppConfig } from '../config/config.ts';
import type { DnsOptions } from './dns.ts';
import type { CheckOptions } from './jobs.ts';
import { parseNetworks } from './network.ts';

/** Limits a test may change; the servers and networks come from the configuration. */
export interface CheckOverrides {
  concurrency?: number;
  dns?: Partial<Omit<DnsOptions, 'servers'>>;
  website?: Partial<Omit<CheckOptions['website'], 'allowedNetworks'>>;
}

/** The checks' limits (docs/quality-report.md 'Checks'); tests shorten them through AppDependencies.checks. */
export function checkOptionsOf(config: AppConfig, overrides: CheckOverrides = {}): CheckOptions {
  return {
    concurrency: overrides.concurrency ?? 8,
    dns: {
      queryTimeoutMs: 3000,
      tries: 2,
      domainTimeoutMs: 15_000,
      ...overrides.dns,
      servers: config.checksDnsServers,
    },
    website: {
      requestTimeoutMs: 10_000,
      urlTimeoutMs: 30_000,
      hostBudgetMs: 60_000,
      maxRedirects: 5,
      // Names the product and where a site's owner finds out who knocked.
      userAgent: `Datacare-Website-Check/1.0 (+${config.publicUrl})`,
      ...overrides.website,
      allowedNetworks: parseNetworks(config.websiteCheckAllowedNetworks.join(',')),
    },
  };
}
