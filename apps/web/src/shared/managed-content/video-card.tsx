import './managed-content.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VIDEO_SUBJECTS, type PublicVideo } from '@hanyu/contracts/admin/content';
import { Heading, type HeadingLevel } from './heading.tsx';
import { paragraphsOf } from './public-entry.ts';

/** A subject's name in the interface language (a code the registration does not know: as it is). */
export function useSubjectName(): (subject: string) => string {
  const { t } = useTranslation();
  return (subject) => (VIDEO_SUBJECTS.includes(subject) ? t(`videos.subjects.${subject as 'culture'}`) : subject);
}

/**
 * A teaching video as learners see it: its title, subject and summary, and the browser's own player
 * (`controls`; the server answers its range requests, so it can seek). `playable` false: the preview of a
 * revision other than the published one, whose file the player's address does not serve.
 */
export function VideoCard({
  video,
  level,
  playable = true,
}: {
  video: PublicVideo;
  level: HeadingLevel;
  playable?: boolean;
}) {
  const { t } = useTranslation();
  const subjectName = useSubjectName();
  const id = useId();
  return (
    <article className="content-card video-card" aria-labelledby={id} data-testid="video-card">
      <Heading level={level} id={id} className="content-card__name">
        {video.title}
      </Heading>
      <p className="content-card__subtitle">{subjectName(video.subject)}</p>
      {playable ? (
        <video
          className="video-card__player"
          controls
          preload="metadata"
          src={video.src}
          aria-describedby={`${id}-summary`}
          data-testid="video-player"
        >
          {t('videos.noPlayer')}
        </video>
      ) : (
        <p className="muted" data-testid="video-not-playable">
          {t('videos.previewNotPlayable')}
        </p>
      )}
      <div id={`${id}-summary`}>
        {paragraphsOf(video.summary).map((paragraph, index) => (
          <p key={index} className="content-card__text">
            {paragraph}
          </p>
        ))}
      </div>
    </article>
  );
}
