import type { GatewayClientConfig } from '@hanyu/contracts/gateway/client';
import type { ApiEnv } from '@hanyu/contracts/protocol/api-path';
import type { SiteLinks } from '@hanyu/contracts/usercenter/account';

/** What the server chooses to tell the web app at start (GET /dist/runtime-config.json). */
export interface RuntimeConfig {
  apiEnv: ApiEnv;
  gateway: GatewayClientConfig;
  /** Where overseas visitors are sent (spec section 1). */
  overseasSiteUrl: string;
  /** The environment's sites (spec section 3): paths of this site or other deployments' URLs. */
  sites: SiteLinks;
  /**
   * A machine-translation engine is configured: the translation screen can translate whole sentences
   * and other languages into Chinese. Without one it offers the word-by-word study view of Chinese.
   */
  machineTranslation: boolean;
}

export const RUNTIME_CONFIG_URL = '/dist/runtime-config.json';

let current: RuntimeConfig | undefined;

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch(RUNTIME_CONFIG_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`runtime config: HTTP ${response.status}`);
  current = (await response.json()) as RuntimeConfig;
  return current;
}

/** Whether whole sentences can be machine-translated: false until the server says so. */
export function hasMachineTranslation(): boolean {
  return current?.machineTranslation === true;
}

export function runtimeConfig(): RuntimeConfig {
  if (!current) throw new Error('runtime config not loaded');
  return current;
}
