import type { FastifyBaseLogger } from 'fastify';
import {
  ChineseSide,
  DEFAULT_VOICE_SETTINGS,
  StudyNotice,
  type NtransTranslationAnswer,
  type TranslationSentence,
  type VoiceSettings,
  type WordInfo,
} from '@hanyu/contracts/oversea/translation';
import { TranslationLanguage } from '@hanyu/contracts/oversea/translation-languages';
import { appError } from '../../platform/errors.ts';
import type { MachineTranslator } from './machine-translation.ts';
import { studySegments, wordInfo, type EntryLookup } from './study-view.ts';
import type { VoiceSettingsRepository } from './voice-settings-repository.ts';

export interface TranslationRequest {
  text: string;
  from: TranslationLanguage;
  to: TranslationLanguage;
}

/**
 * The translation tool's rules (the payload's own rules are in the contract): the Chinese side is
 * studied word by word; the engine, when there is one, translates the whole text; an engine that
 * fails costs the learner the sentence, never the study view (no 5xx). X → cn needs the engine.
 */
export class TranslationService {
  constructor(
    private readonly lookup: EntryLookup,
    private readonly translator: MachineTranslator | null,
    private readonly voices: VoiceSettingsRepository,
  ) {}

  /** Whether a call would ask the engine (so the route can count it against the engine's rate). */
  usesEngine(): boolean {
    return this.translator !== null;
  }

  async translate(request: TranslationRequest, log: FastifyBaseLogger): Promise<NtransTranslationAnswer> {
    const { text, from, to } = request;
    const chineseSide = from === TranslationLanguage.Cn ? ChineseSide.Source : ChineseSide.Translation;
    if (chineseSide === ChineseSide.Translation && !this.translator) throw appError('MachineTranslationUnavailable');

    const sentence = await this.sentence(request, log);
    const chinese = chineseSide === ChineseSide.Source ? text : (sentence?.text ?? '');
    const notice = sentence ? null : this.translator ? StudyNotice.EngineFailed : StudyNotice.EngineNotConfigured;
    return {
      from,
      to,
      text,
      chineseSide,
      sentence,
      studyView: sentence === null,
      notice,
      segments: chinese ? await studySegments(chinese, this.lookup) : [],
    };
  }

  private async sentence(request: TranslationRequest, log: FastifyBaseLogger): Promise<TranslationSentence | null> {
    if (!this.translator) return null;
    try {
      const text = await this.translator.translate(request.text, request.from, request.to);
      return { text, engine: this.translator.engine };
    } catch (error) {
      log.warn({ err: error, from: request.from, to: request.to }, 'machine translation failed; study view only');
      return null;
    }
  }

  wordInfo(word: string): Promise<WordInfo> {
    return wordInfo(word, this.lookup);
  }

  async voiceSettings(userId: string): Promise<VoiceSettings & { saved: boolean }> {
    const saved = await this.voices.find(userId);
    return saved ? { ...saved, saved: true } : { ...DEFAULT_VOICE_SETTINGS, saved: false };
  }

  async saveVoiceSettings(userId: string, settings: VoiceSettings): Promise<VoiceSettings & { saved: boolean }> {
    await this.voices.save(userId, settings, new Date());
    return { ...settings, saved: true };
  }
}
