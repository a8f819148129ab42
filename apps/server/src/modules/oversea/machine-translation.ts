import { TranslationLanguage } from '@hanyu/contracts/oversea/translation-languages';

/** A whole-text translation, by whatever engine is configured. */
export interface MachineTranslator {
  /** Shown to the learner as the translation's source. */
  readonly engine: string;
  translate(text: string, from: TranslationLanguage, to: TranslationLanguage): Promise<string>;
}

/** The engine did not translate: it timed out, was unreachable or answered with an error. */
export class MachineTranslationError extends Error {
  override name = 'MachineTranslationError';
}

/**
 * Our codes in LibreTranslate's: the same ISO 639-1 codes except Chinese, which older servers call
 * zh and newer ones zh-Hans (Simplified; zh-Hant is Traditional).
 */
const CHINESE_CODES = ['zh', 'zh-Hans'] as const;

export interface LibreTranslateOptions {
  /** The server's base URL; the call goes to `${url}/translate`. */
  url: string;
  apiKey: string | undefined;
  timeoutMs: number;
}

/**
 * A LibreTranslate-compatible client: POST /translate with JSON { q, source, target, format: 'text',
 * api_key? }, answered by { translatedText }. Chinese is asked for as zh first; a server that refuses
 * the code (HTTP 400) is asked again with zh-Hans, and the code that worked is kept for later calls.
 */
export class LibreTranslateClient implements MachineTranslator {
  readonly engine = 'LibreTranslate';
  private readonly endpoint: string;
  private chineseCode: string = CHINESE_CODES[0];

  constructor(private readonly options: LibreTranslateOptions) {
    this.endpoint = `${options.url.replace(/\/+$/, '')}/translate`;
  }

  async translate(text: string, from: TranslationLanguage, to: TranslationLanguage): Promise<string> {
    const involvesChinese = from === TranslationLanguage.Cn || to === TranslationLanguage.Cn;
    const codes = involvesChinese
      ? [this.chineseCode, ...CHINESE_CODES.filter((code) => code !== this.chineseCode)]
      : [this.chineseCode];
    let lastError: MachineTranslationError | null = null;
    for (const chinese of codes) {
      const code = (language: TranslationLanguage) => (language === TranslationLanguage.Cn ? chinese : language);
      const outcome = await this.post(text, code(from), code(to));
      if (outcome.ok) {
        this.chineseCode = chinese;
        return outcome.text;
      }
      lastError = outcome.error;
      // Only a refused request (a language code the server does not know) is worth the other code.
      if (!outcome.refused) break;
    }
    throw lastError ?? new MachineTranslationError('no translation');
  }

  private async post(
    text: string,
    source: string,
    target: string,
  ): Promise<{ ok: true; text: string } | { ok: false; refused: boolean; error: MachineTranslationError }> {
    const body = {
      q: text,
      source,
      target,
      format: 'text',
      ...(this.options.apiKey ? { api_key: this.options.apiKey } : {}),
    };
    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
      return {
        ok: false,
        refused: false,
        error: new MachineTranslationError(`the engine ${reason}`, { cause: error }),
      };
    }
    let answer: unknown;
    try {
      answer = await response.json();
    } catch (error) {
      return {
        ok: false,
        refused: false,
        error: new MachineTranslationError(`HTTP ${response.status} without JSON`, { cause: error }),
      };
    }
    const translated = (answer as { translatedText?: unknown } | null)?.translatedText;
    if (response.ok && typeof translated === 'string' && translated.trim() !== '') {
      return { ok: true, text: translated.trim() };
    }
    const detail = (answer as { error?: unknown } | null)?.error;
    return {
      ok: false,
      refused: response.status === 400,
      error: new MachineTranslationError(`HTTP ${response.status}${typeof detail === 'string' ? `: ${detail}` : ''}`),
    };
  }
}
