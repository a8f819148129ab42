import './learn.css';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { GetTopic, GetTopics, type Topic } from '@hanyu/contracts/psc/study';
import { RecordingLimits } from '@hanyu/contracts/psc/evaluation-upload';
import type { ScreenProps } from '../../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../../shared/layout/screen-frame.tsx';
import { EvaluationPlaceSwitch } from './evaluation-place-switch.tsx';
import { siblingHref } from '../../../shared/routes/sibling-route.ts';
import { LoadState } from '../../../shared/ui/load-state.tsx';
import { RecordingRun, useFreeSpeaking } from './recording-run.tsx';
import { SpeakingReport } from './speaking-report.tsx';
import { useContent } from '../../../shared/api/use-content.ts';
import { TopicSheet } from '../../../shared/managed-content/topic-sheet.tsx';

function TopicView({ topic }: { topic: Topic }) {
  const { recorder, evaluator, run } = useFreeSpeaking({ topicId: topic.id });
  return (
    <article className="learn-topic" data-id={topic.id}>
      <TopicSheet topic={topic} />
      <EvaluationPlaceSwitch evaluator={evaluator} />
      <RecordingRun run={run} recorder={recorder} maxSeconds={RecordingLimits.maxSeconds} task="speaking">
        {(result) => <SpeakingReport result={result} />}
      </RecordingRun>
    </article>
  );
}

/** mandarinTopicSpeak: the PSC-style topics, and one of them (?id=T01) to speak about. */
export default function TopicPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = search.get('id');
  const list = useContent(GetTopics, { pageSize: 100 });
  const topic = useContent(GetTopic, id ? { id } : null);
  return (
    <ScreenFrame route={route}>
      <p className="learn-lead">{t('learn.lead.mandarinTopicSpeak')}</p>
      <div className="learn-split">
        <nav aria-label={t('learn.topic.list')} className="learn-split__list">
          <LoadState state={list.state} onRetry={list.reload}>
            {(page) => (
              <ol className="learn-topic-list">
                {page.list.map((item) => (
                  <li key={item.id}>
                    <Link
                      to={siblingHref(route, 'mandarinTopicSpeak', { id: item.id }, search)}
                      aria-current={item.id === id ? 'page' : undefined}
                      className="kai"
                      lang="zh-Hans"
                    >
                      {item.title}
                    </Link>
                  </li>
                ))}
              </ol>
            )}
          </LoadState>
        </nav>
        <div className="learn-split__main">
          {id ? (
            <LoadState state={topic.state} onRetry={topic.reload}>
              {(data) => <TopicView key={data.id} topic={data} />}
            </LoadState>
          ) : (
            <p className="muted">{t('learn.topic.choose')}</p>
          )}
        </div>
      </div>
    </ScreenFrame>
  );
}
