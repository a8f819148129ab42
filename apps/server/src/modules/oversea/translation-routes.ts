import type { FastifyInstance } from 'fastify';
import {
  GetOverseaWordInfo,
  GetVoiceSettings,
  NtransTranslation,
  SaveVoiceSettings,
} from '@hanyu/contracts/oversea/translation';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import { limitRate, type RateRule } from '../../platform/protocol/rate-limit.ts';
import { DictionaryRepository } from '../dictionary/index.ts';
import { LibreTranslateClient } from './machine-translation.ts';
import { TranslationService } from './translation-service.ts';
import { VoiceSettingsRepository } from './voice-settings-repository.ts';

/** Calls to the machine-translation engine per address: a class behind one address fits. */
export const MACHINE_TRANSLATION_RATE: RateRule = { limit: 300, windowMs: 10 * 60 * 1000 };

/**
 * The translation tool (spec section 7): /oversea/ntransTranslation and
 * /oversea/record/getOverseaWordInfo, open to visitors, and the voice settings of
 * /oversea/bridgeService/{getVoiceSettings, saveVoiceSettings}, which need login.
 */
export function translationRoutes(app: FastifyInstance): void {
  const { config, db, store } = app.platform;
  const dictionary = new DictionaryRepository(db);
  const engine = config.machineTranslation ? new LibreTranslateClient(config.machineTranslation) : null;
  const service = new TranslationService(
    (words) => dictionary.entriesByWords(words),
    engine,
    new VoiceSettingsRepository(db),
  );

  apiRoute(app, NtransTranslation, async ({ payload, request }) => {
    if (service.usesEngine()) await limitRate(store, request, 'machineTranslation', MACHINE_TRANSLATION_RATE);
    const { text, from, to } = payload;
    return service.translate({ text, from, to }, request.log);
  });
  apiRoute(app, GetOverseaWordInfo, ({ payload }) => service.wordInfo(payload.word));
  apiRoute(app, GetVoiceSettings, (context) => service.voiceSettings(context.session.userId));
  apiRoute(app, SaveVoiceSettings, (context) => {
    const { sex, speed } = context.payload;
    return service.saveVoiceSettings(context.session.userId, { sex, speed });
  });
}
