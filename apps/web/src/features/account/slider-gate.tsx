import { useCallback, useEffect, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Limits } from '@hanyu/contracts/constants/limits';
import { formatMessage } from '@hanyu/contracts/errors/catalogue';
import { ApiError } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { useProblemText } from '../../shared/ui/problem-text.tsx';
import { withTimeout } from './puzzle-loader.ts';
import { useFocusAfterSlider } from './slider-focus.ts';
import type * as SliderCaptchaModule from './slider-captcha.tsx';

type SliderModule = typeof SliderCaptchaModule;
type SliderProps = ComponentProps<SliderModule['SliderCaptcha']>;

/**
 * The slider's script arrives on first need, like the captcha script of the original (spec sections 4
 * and 8): after 10 s without it the learner reads 60204 and may try again.
 */
export function loadSliderScript(importer: () => Promise<SliderModule> = () => import('./slider-captcha.tsx')) {
  return withTimeout(
    importer(),
    Limits.captchaTimeoutMs,
    () => new ApiError('CaptchaScriptTimeout', formatMessage('CaptchaScriptTimeout')),
  );
}

/**
 * The slider once its script is here; until then a loading line, or the timeout with a retry. When it
 * closes, the focus goes back into the form (useFocusAfterSlider), not to the top of the page.
 */
export function SliderGate(props: SliderProps) {
  const { t } = useTranslation();
  useFocusAfterSlider();
  const problemText = useProblemText();
  const [slider, setSlider] = useState<SliderModule | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  const load = useCallback(() => {
    setProblem(null);
    let current = true;
    loadSliderScript().then(
      (module) => current && setSlider(module),
      (error: unknown) => current && setProblem(toProblem(error)),
    );
    return () => {
      current = false;
    };
  }, []);
  useEffect(load, [load]);

  if (slider) return <slider.SliderCaptcha {...props} />;
  return (
    <div className="slider-captcha" role="group" aria-busy={!problem}>
      {problem ? (
        <>
          <p className="slider-captcha__problem" role="alert">
            {problemText(problem)}
          </p>
          <div className="slider-captcha__actions">
            <button type="button" className="button button--quiet" onClick={load}>
              {t('common.retry')}
            </button>
            {props.onCancel && (
              <button type="button" className="button button--quiet" onClick={props.onCancel}>
                {t('common.cancel')}
              </button>
            )}
          </div>
        </>
      ) : (
        <p className="slider-captcha__progress" role="status">
          <span className="spinner" aria-hidden="true" /> {t('slider.loading')}
        </p>
      )}
    </div>
  );
}
