import { useTranslation } from 'react-i18next';

/** Moving the place from the keyboard: the item before or after, and where the candidate is. */
export function PlaceControls({
  item,
  places,
  text,
  onStep,
}: {
  item: number;
  places: number;
  text: string;
  onStep: (by: 1 | -1) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="exam-place" role="group" aria-label={t('pscExam.place.label')}>
      <button type="button" className="button" disabled={item === 0} onClick={() => onStep(-1)}>
        {t('pscExam.place.previous')}
      </button>
      <p className="exam-place__where" aria-live="polite" data-testid="exam-place">
        {t('pscExam.place.at', { number: item + 1, total: places, text })}
      </p>
      <button type="button" className="button" disabled={item >= places - 1} onClick={() => onStep(1)}>
        {t('pscExam.place.next')}
      </button>
    </div>
  );
}
